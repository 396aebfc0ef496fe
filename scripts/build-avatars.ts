/**
 * Writes neutral initials avatars for the team to public/images/people/ (committed; rerun when
 * the roster changes). No photos: a soft colour derived from the handle and the person's initials.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { initialsAvatarSvg } from "../lib/avatar";
import { BYLINES } from "../lib/authors";
import { TEAM } from "../lib/team";

const dir = join(process.cwd(), "public/images/people");
mkdirSync(dir, { recursive: true });
for (const [handle, member] of Object.entries({ ...TEAM, ...BYLINES })) {
  writeFileSync(
    join(dir, `${handle}.svg`),
    `${initialsAvatarSvg(member.name, handle)}\n`,
  );
  console.log(`wrote public/images/people/${handle}.svg`);
}
