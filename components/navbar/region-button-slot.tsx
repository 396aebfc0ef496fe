/**
 * Where the cloud-region sign-in button will sit. It renders nothing until that issue lands,
 * so the navbar layout already has its place and no placeholder is shown to visitors.
 */
export function RegionButtonSlot() {
  return null;
}
