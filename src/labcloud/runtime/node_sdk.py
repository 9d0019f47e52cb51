"""The AWS SDK for JavaScript that Node.js sandboxes find without bundling it, as on Lambda.

Lambda's Node.js runtimes carry the SDK (v3's ``@aws-sdk/client-*`` from nodejs18.x on) in
``/var/runtime/node_modules``, last on ``NODE_PATH`` before the function's own folder, so
``require("@aws-sdk/client-sqs")`` works in a function that ships no ``node_modules``. labcloud does not
download it: a ``node_modules`` folder installed with npm (by CI, or once by hand) is given to every Node.js
sandbox at the same place, read-only. It is ``$LABCLOUD_NODE_SDK_DIR`` when set, else
``~/.cache/labcloud/nodejs-sdk/node_modules`` when that folder exists (docs/sandbox.md).
"""

from __future__ import annotations

import os
from pathlib import Path

#: Where a confined sandbox sees the folder (Lambda's place for the runtime's own modules).
SEEN_AT = "/var/runtime/node_modules"


def default_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "labcloud" / "nodejs-sdk" / "node_modules"


def node_sdk_dir() -> Path | None:
    """The ``node_modules`` folder Node.js sandboxes get, if one is installed (resolved, as the kernel sees it)."""
    given = os.environ.get("LABCLOUD_NODE_SDK_DIR")
    folder = Path(given).expanduser() if given else default_dir()
    return folder.resolve() if folder.is_dir() else None
