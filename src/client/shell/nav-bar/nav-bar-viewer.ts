/** The signed-in person as the top bar and its menu show them. */
export interface NavBarViewer {
  id: string;
  username: string;
  name: string;
  imageUrl: string | null;
  isMember: boolean;
}
