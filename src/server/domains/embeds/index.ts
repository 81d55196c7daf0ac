/** What the embeds domain offers the rest of the server; everything else in this folder is its own. */
