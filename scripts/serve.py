#!/usr/bin/env python3
"""Serve a built site on 127.0.0.1 with the headers it wants (see sitebuild/server.py).

python3 scripts/serve.py [DIR]      # DIR defaults to dist/; port from $PORT (8000)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from sitebuild.server import make_server  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Serve until Ctrl-C."""
    args = sys.argv[1:] if argv is None else argv
    directory = Path(args[0]) if args else REPO / "dist"
    if not (directory / "index.html").is_file():
        print(f"serve: {directory} has no index.html; run python3 build.py first", file=sys.stderr)
        return 1
    port = int(os.environ.get("PORT", "8000"))
    try:
        server = make_server(directory, "127.0.0.1", port)
    except OSError as exc:
        print(f"serve: cannot listen on 127.0.0.1:{port}: {exc} (set PORT)", file=sys.stderr)
        return 1
    print(f"Serving {directory} at http://127.0.0.1:{port}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
