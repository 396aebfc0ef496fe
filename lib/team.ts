/** A member of the Langfuse team, as shown on contributor lists and author badges. */
export interface TeamMember {
  firstName: string;
  name: string;
  title: string;
  /** Site path of the avatar (generated initials, see scripts/build-avatars.ts). */
  image: string;
  /** X handle without `@`. */
  twitter?: string;
  /** GitHub login; differs from the roster handle for some people. */
  github?: string;
}

/** The team, keyed by roster handle. */
export const TEAM: Readonly<Record<string, TeamMember>> = {
  maxdeichmann: {
    firstName: "Max",
    name: "Max Deichmann",
    title: "Co-founder",
    image: "/images/people/maxdeichmann.svg",
    twitter: "maxdeichmann",
    github: "maxdeichmann",
  },
  marcklingen: {
    firstName: "Marc",
    name: "Marc Klingen",
    title: "Co-founder",
    image: "/images/people/marcklingen.svg",
    twitter: "marcklingen",
    github: "marcklingen",
  },
  clemensrawert: {
    firstName: "Clemens",
    name: "Clemens Rawert",
    title: "Co-founder",
    image: "/images/people/clemensrawert.svg",
    twitter: "rawert",
    github: "clemra",
  },
  hassiebpakzad: {
    firstName: "Hassieb",
    name: "Hassieb Pakzad",
    title: "Founding Engineer",
    image: "/images/people/hassiebpakzad.svg",
    twitter: "hassiebpakzad",
    github: "hassiebp",
  },
  marliesmayerhofer: {
    firstName: "Marlies",
    name: "Marlies Mayerhofer",
    title: "Founding Engineer",
    image: "/images/people/marliesmayerhofer.svg",
    twitter: "marliessophie",
    github: "marliessophie",
  },
  jannikmaierhoefer: {
    firstName: "Jannik",
    name: "Jannik Maierhöfer",
    title: "Growth Engineer",
    image: "/images/people/jannikmaierhoefer.svg",
    twitter: "jmaierhoefer",
    github: "jannikmaierhoefer",
  },
  steffenschmitz: {
    firstName: "Steffen",
    name: "Steffen Schmitz",
    title: "Product Engineer",
    image: "/images/people/steffenschmitz.svg",
    github: "Steffen911",
  },
  lydiayou: {
    firstName: "Lydia",
    name: "Lydia You",
    title: "Technical Writer",
    image: "/images/people/lydiayou.svg",
    github: "lydiagyou",
  },
  richardkruemmel: {
    firstName: "Richard",
    name: "Richard Krümmel",
    title: "Software Engineer",
    image: "/images/people/richardkruemmel.svg",
    twitter: "RichardKrue",
    github: "RichardKruemmel",
  },
  felixkrauth: {
    firstName: "Felix",
    name: "Felix Krauth",
    title: "Growth Engineer",
    image: "/images/people/felixkrauth.svg",
    twitter: "felixkrrr",
    github: "felixkrrr",
  },
  nimarblume: {
    firstName: "Nimar",
    name: "Nimar Blume",
    title: "Product Engineer",
    image: "/images/people/nimarblume.svg",
    twitter: "nimarblu",
    github: "nimarb",
  },
  michaelfroehlich: {
    firstName: "Michael",
    name: "Michael Froehlich",
    title: "Product Engineer",
    image: "/images/people/michaelfroehlich.svg",
    github: "FroeMic",
  },
  valeriymeleshkin: {
    firstName: "Valeriy",
    name: "Valeriy Meleshkin",
    title: "Software Engineer",
    image: "/images/people/valeriymeleshkin.svg",
    github: "sumerman",
  },
};

/** The roster handle of a GitHub login or roster handle (case-insensitive), if it is a team member. */
export function rosterHandleFor(login: string): string | undefined {
  const lower = login.toLowerCase();
  for (const [handle, member] of Object.entries(TEAM)) {
    if (
      handle.toLowerCase() === lower ||
      member.github?.toLowerCase() === lower
    )
      return handle;
  }
  return undefined;
}
