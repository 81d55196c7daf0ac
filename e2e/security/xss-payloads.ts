/**
 * Hostile strings for the stored-XSS checks. Every payload calls a marker
 * function with its own id (`__xss('p123')`), so a payload that ever runs is
 * named in the failure. Payloads are built from a base list of tricks, each
 * placed in several surrounding contexts.
 */

export interface Payload {
  id: string;
  text: string;
}

/** `{M}` is replaced by the marker call, `{U}` by a URL that would run it. */
const BASES: readonly string[] = [
  '<script>{M}</script>',
  '<ScRiPt>{M}</sCrIpT>',
  '<script src="data:text/javascript,{M}"></script>',
  '<img src=x onerror="{M}">',
  '<img src=x onerror={M}//',
  '<img src="http://evil.example/x.png" onload="{M}">',
  '<svg onload="{M}">',
  '<svg><script>{M}</script></svg>',
  '<svg><a xlink:href="{U}"><text y="20">svg link</text></a></svg>',
  '<body onload="{M}">',
  '<div onmouseover="{M}" style="position:fixed;inset:0">hover</div>',
  '<input onfocus="{M}" autofocus>',
  '<details open ontoggle="{M}">',
  '<video><source onerror="{M}"></video>',
  '<marquee onstart="{M}">',
  '<iframe srcdoc="<script>parent.{M}</script>"></iframe>',
  '<iframe src="{U}"></iframe>',
  '<a href="{U}">js link</a>',
  '<a href="JaVaScRiPt:{M}">mixed case</a>',
  '<a href="java&#x09;script:{M}">tab entity</a>',
  '<a href="data:text/html,<script>{M}</script>">data link</a>',
  '<a href="vbscript:msgbox(&quot;{M}&quot;)">vb</a>',
  '<object data="{U}"></object>',
  '<embed src="data:text/html,<script>parent.{M}</script>">',
  '<form action="{U}"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url={U}">',
  '<link rel="stylesheet" href="http://evil.example/x.css" onload="{M}">',
  '<div style="background:url({U})">bg</div>',
  '<div style="width:expression({M})">ie</div>',
  '<style>@import "http://evil.example/x.css";</style><img src=x onerror="{M}">',
  '<img src=x onerror="{M}"',
  '<scr<script>ipt>{M}</scr</script>ipt>',
  '&lt;script&gt;{M}&lt;/script&gt;',
  '&#60;img src=x onerror={M}&#62;',
  '\\u003cscript\\u003e{M}\\u003c/script\\u003e',
  '\\x3cimg src=x onerror={M}\\x3e',
  '{{constructor.constructor("{M}")()}}',
  '${{M}}',
  '</script><script>{M}</script>',
  '"></title><script>{M}</script>',
  "'><img src=x onerror={M}>",
  '--><script>{M}</script><!--',
  ']]><script>{M}</script><![CDATA[',
  '<math><mtext><table><mglyph><style><img src=x onerror="{M}">',
  '<noscript><p title="</noscript><img src=x onerror={M}>">',
  '<x onclick={M}>click',
  `${'A'.repeat(3000)}<script>{M}</script>`,
];

const CONTEXTS: ReadonlyArray<(payload: string) => string> = [
  (payload) => payload,
  (payload) => `Hello ${payload} world`,
  (payload) => `"${payload}`,
  (payload) => `'${payload}`,
  (payload) => `</p></article>${payload}`,
];

function fill(base: string, id: string): string {
  const marker = `__xss('${id}')`;
  return base.replaceAll('{U}', `javascript:${marker}`).replaceAll('{M}', marker);
}

/**
 * Base list × contexts (47 × 5 = 235 payloads), ids `${prefix}0`, `${prefix}1`, …
 * Each door takes its own prefix so a marker names the door too.
 */
export function buildPayloads(prefix: string): Payload[] {
  const payloads: Payload[] = [];
  for (const context of CONTEXTS)
    for (const base of BASES) {
      const id = `${prefix}${payloads.length}`;
      payloads.push({ id, text: context(fill(base, id)) });
    }
  return payloads;
}

/** Link addresses the API must refuse. */
export function hostileHrefs(id: string): string[] {
  const marker = `__xss('${id}')`;
  return [
    `javascript:${marker}`,
    `JaVaScRiPt:${marker}`,
    `java\tscript:${marker}`,
    `java&#x09;script:${marker}`,
    ` javascript:${marker}`,
    `\u0001javascript:${marker}`,
    `data:text/html,<script>${marker}</script>`,
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    `//evil.example/${id}`,
    `/\\evil.example/${id}`,
    `https://bank.example@evil.example/${id}`,
    `jav\u200bascript:${marker}`,
    `javascript&colon;${marker}`,
  ];
}

/** Trims a payload to a field's length limit. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}
