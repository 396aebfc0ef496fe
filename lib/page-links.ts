// Kept only until server/static-files.ts imports twinPathFor from ./routes (it is being rewritten).
export { twinPathFor } from "./routes";
