"""The solution lock: encrypt an exercise's solution and notes with a key only a correct answer
can derive.

The key is HKDF-SHA256 over the key material (`practice.keys`: the reference's outputs on the
key inputs, canonically written), with a random salt and an info string naming the exercise.
AES-256-GCM encrypts a JSON payload. The page repeats the derivation with WebCrypto from the
learner's own outputs; a wrong answer derives a wrong key and GCM's tag rejects it.
"""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import Any

import numpy as np
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from practice.keys import KeyCall, fragile_numbers, key_material, load_key_inputs

__all__ = ["LOCK_VERSION", "LockError", "derive_key", "seal", "open_sealed", "reference_material"]

LOCK_VERSION = 1


class LockError(Exception):
    """The key inputs can't make a reliable key; the message names the file and the call."""


def _info(slug: str) -> bytes:
    return f"practice unlock v{LOCK_VERSION} {slug}".encode()


def derive_key(material: str, salt: bytes, slug: str) -> bytes:
    """32 bytes of AES key from the key material (the page does the same in WebCrypto)."""
    hkdf = HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=_info(slug))
    return hkdf.derive(material.encode("utf-8"))


def seal(payload: dict[str, Any], material: str, slug: str) -> dict[str, Any]:
    """Encrypt `payload` (JSON-serialisable) for the page; returns base64 fields."""
    salt, iv = os.urandom(16), os.urandom(12)
    key = derive_key(material, salt, slug)
    data = json.dumps(payload).encode("utf-8")
    ciphertext = AESGCM(key).encrypt(iv, data, _info(slug))

    def b64(raw: bytes) -> str:
        return base64.b64encode(raw).decode("ascii")

    return {"version": LOCK_VERSION, "salt": b64(salt), "iv": b64(iv), "data": b64(ciphertext)}


def open_sealed(sealed: dict[str, Any], material: str, slug: str) -> dict[str, Any]:
    """Decrypt what `seal` wrote; raises cryptography's InvalidTag for a wrong material."""
    salt, iv, data = (base64.b64decode(sealed[k]) for k in ("salt", "iv", "data"))
    key = derive_key(material, salt, slug)
    return json.loads(AESGCM(key).decrypt(iv, data, _info(slug)))


def reference_material(root: Path, slug: str) -> str:
    """Key material from the reference solution; refuses fragile key inputs."""
    path = root / "exercises" / slug / "key_inputs.toml"
    solution = root / "exercises" / slug / ".meta" / "solution.py"
    namespace: dict[str, Any] = {"__name__": "reference"}
    exec(compile(solution.read_text("utf-8"), str(solution), "exec"), namespace)
    calls = load_key_inputs(root, slug)
    for key in calls:
        _refuse_fragile(path, key, namespace)
    return key_material(calls, namespace)


def _refuse_fragile(path: Path, key: KeyCall, functions: dict[str, Any]) -> None:
    scope: dict[str, Any] = {"np": np, **functions}
    if key.setup:
        exec(key.setup, scope)
    fragile = fragile_numbers(eval(key.call, scope))
    if fragile:
        raise LockError(
            f"{path}: {key.call} gives {fragile[0]!r}, too close to a rounding boundary for a "
            "stable key (an answer within the checks' tolerance could round it differently); "
            "change that key input slightly"
        )
