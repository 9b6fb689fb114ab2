// The solution lock, page side: turn a passing answer's key material into the AES key and open
// the solution and notes that build.py sealed into <slug>/locked.json (sitebuild/lock.py does
// the same derivation in Python; docs/solution-lock.md explains the design).
//
// Key = HKDF-SHA256(ikm = material as UTF-8, salt, info = "practice unlock v1 <slug>"), 32 bytes,
// used for AES-256-GCM with the same info bytes as additional data. A wrong material gives a
// wrong key, and GCM's tag check turns that into a clean "no" instead of garbage plaintext.

export const LOCK_VERSION = 1;

const encoder = new TextEncoder();

/** The HKDF info string, also GCM's additional data: binds a sealed payload to its exercise. */
function infoFor(slug) {
  return encoder.encode(`practice unlock v${LOCK_VERSION} ${slug}`);
}

function decodeBase64(text) {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** The sealed payload `text` (the JSON of <slug>/locked.json), or null if it is unusable. */
export function parseSealed(text) {
  try {
    const sealed = JSON.parse(text);
    const fields = ["salt", "iv", "data"];
    if (sealed?.version !== LOCK_VERSION || !fields.every((f) => typeof sealed[f] === "string")) {
      return null;
    }
    return sealed;
  } catch {
    return null;
  }
}

/** Fetches and parses the sealed payload at `url`: null if it is unusable; throws a TypeError
 *  when it could not be fetched at all (offline), so that a later try fetches again. */
export async function fetchSealed(url) {
  const response = await fetch(url);
  if (!response.ok) return null;
  return parseSealed(await response.text());
}

/** The AES-GCM key for `material` (a string) and the payload's `salt` (bytes). */
export async function deriveKey(material, salt, slug) {
  const base = await crypto.subtle.importKey("raw", encoder.encode(material), "HKDF", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt, info: infoFor(slug) },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["decrypt"],
  );
}

/** Decrypts `sealed` with `key`: the payload, or null when the key is not the one it was
 * sealed with (GCM rejects the tag). Other failures are bugs of ours and are thrown. */
export async function openLocked(sealed, key, slug) {
  let plain;
  try {
    plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: decodeBase64(sealed.iv), additionalData: infoFor(slug) },
      key,
      decodeBase64(sealed.data),
    );
  } catch (error) {
    if (error?.name === "OperationError") return null;
    throw error;
  }
  const payload = JSON.parse(new TextDecoder().decode(plain));
  if (typeof payload?.solution_source !== "string" || typeof payload?.notes_html !== "string") {
    throw new Error("The unlocked content is not in the expected format.");
  }
  return payload;
}

/** Derives the key from `material` and opens `sealed`: the payload, or null for a wrong one. */
export async function unlockWith(sealed, material, slug) {
  const key = await deriveKey(material, decodeBase64(sealed.salt), slug);
  return openLocked(sealed, key, slug);
}
