"""The AWS SDK for JavaScript that Node.js sandboxes find without bundling it, as on Lambda.

Lambda's Node.js runtimes carry the SDK (v3's ``@aws-sdk/client-*`` from nodejs18.x on) in
``/var/runtime/node_modules``, last on ``NODE_PATH`` before the function's own folder, so
``require("@aws-sdk/client-sqs")`` works in a function that ships no ``node_modules``. labcloud gives every
Node.js sandbox one such folder, read-only, at the same place:

- ``$LABCLOUD_NODE_SDK_DIR`` when set (a folder the user installed; labcloud never changes it);
- else the folder labcloud fetches itself: when a nodejs18.x+ function is created or its code changes, the
  ``@aws-sdk/*`` packages its code names (``require``, ``import ... from``, ``import()``) and neither its own
  ``node_modules`` nor its layers ship are installed from npm at one pinned release (``SDK_VERSION``, so
  the clients share their ``@smithy/*`` dependencies; a client AWS did not publish at that release, as
  AWS publishes a client only when it changes, at its newest release before it: ``SDK_SPEC``) into ``$XDG_CACHE_HOME/labcloud/nodejs-sdk-v3/``
  (``$LABCLOUD_NODE_SDK_CACHE``): each set of packages is its own folder ``sets/<key>/``, built in a
  temporary folder and renamed, then ``current`` is swapped to it (a symlink, replaced atomically), so a
  running sandbox keeps the folder it started with;
- else ``~/.cache/labcloud/nodejs-sdk/node_modules`` when someone installed it by hand (its packages are
  carried into labcloud's first set; not looked at when ``$LABCLOUD_NODE_SDK_CACHE`` is set).

npm runs as a bounded child process (``package_fetch.py``) in a daemon thread, never on the server's loop.
A cold start waits for a running fetch at most ``LABCLOUD_NODE_SDK_WAIT`` seconds (45); when the packages
are still missing (offline, registry unreachable, still fetching) the sandbox starts anyway, so the function
fails as it would have (``Runtime.ImportModuleError``), and its log says why and how to prefetch. nodejs16.x
and older carried the v2 SDK (``aws-sdk``): labcloud does not fetch it (docs/sandbox.md).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import fcntl
import functools
import hashlib
import json
import os
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Iterable
from pathlib import Path

from labcloud.runtime.package_fetch import BuildError, npm_install, offline

#: Where a confined sandbox sees the folder (Lambda's place for the runtime's own modules).
SEEN_AT = "/var/runtime/node_modules"
#: The one SDK v3 release labcloud fetches (every client at it, so shared ``@smithy/*`` dependencies agree).
SDK_VERSION = "3.1178.0"
#: What npm is asked for: that release, or a client's newest before it when AWS did not publish the client
#: at it (``@aws-sdk/client-s3vectors`` has no 3.1178.0; its newest before is 3.1137.0).
SDK_SPEC = f"<={SDK_VERSION}"
#: The runtimes whose Lambda image carries the v3 SDK (later ones are matched by number).
FIRST_V3 = 18
DEFAULT_WAIT = 45.0
FAILURE_MEMORY = 30.0
MANIFEST = ".labcloud-sdk.json"
#: Bounds on what is read when looking for the packages a function names.
MAX_FILES = 2000
MAX_FILE_BYTES = 5 * 1024 * 1024
_SOURCE = (".js", ".mjs", ".cjs")
_NAMED = re.compile(
    r"""(?:\brequire\s*\(\s*|\bimport\s*\(\s*|\bfrom\s*|\bimport\s+)["'](@aws-sdk/[a-z0-9][a-z0-9._-]*)"""
)


def _cache_base() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")) / "labcloud"


def default_dir() -> Path:
    """The folder installed by hand (``npm install --prefix ~/.cache/labcloud/nodejs-sdk ...``)."""
    return _cache_base() / "nodejs-sdk" / "node_modules"


def fetched_root() -> Path:
    given = os.environ.get("LABCLOUD_NODE_SDK_CACHE")
    return Path(given).expanduser() if given else _cache_base() / "nodejs-sdk-v3"


def _hand_installed() -> Path | None:
    """The folder installed by hand, looked at only when labcloud's own root is the default one."""
    return None if os.environ.get("LABCLOUD_NODE_SDK_CACHE") else default_dir()


def user_owned() -> bool:
    """Whether the user gave the folder (``LABCLOUD_NODE_SDK_DIR``): labcloud then fetches nothing."""
    return bool(os.environ.get("LABCLOUD_NODE_SDK_DIR"))


def node_sdk_dir() -> Path | None:
    """The ``node_modules`` folder Node.js sandboxes get, if there is one (resolved, as the kernel sees it)."""
    given = os.environ.get("LABCLOUD_NODE_SDK_DIR")
    if given:
        folder = Path(given).expanduser()
        return folder.resolve() if folder.is_dir() else None
    for place in (fetched_root() / "current" / "node_modules", _hand_installed()):
        if place is not None and place.is_dir():
            return place.resolve()
    return None


def carries_v3(runtime: str) -> bool:
    digits = runtime.removeprefix("nodejs").split(".", 1)[0]
    return runtime.startswith("nodejs") and digits.isdigit() and int(digits) >= FIRST_V3


# -- what a function names -------------------------------------------------------------------


def named(code: Path) -> frozenset[str]:
    """The ``@aws-sdk/*`` packages the function's own sources name (its ``node_modules`` are not read);
    remembered per folder (code folders are named by their content's digest)."""
    return _named(str(code))


@functools.lru_cache(maxsize=256)
def _named(code: str) -> frozenset[str]:
    found: set[str] = set()
    seen = 0
    for folder, dirs, files in os.walk(code):
        dirs[:] = sorted(d for d in dirs if d != "node_modules" and not d.startswith("."))
        for name in sorted(files):
            if not name.endswith(_SOURCE):
                continue
            seen += 1
            if seen > MAX_FILES:
                return frozenset(found)
            path = Path(folder) / name
            try:
                if path.stat().st_size > MAX_FILE_BYTES:
                    continue
                text = path.read_text(errors="replace")
            except OSError:
                continue
            found.update(_NAMED.findall(text))
    return frozenset(found)


def _shipped(package: str, code: Path, layers: Iterable[Path]) -> bool:
    places = [code / "node_modules"]
    for layer in layers:
        places.append(layer / "nodejs" / "node_modules")
        places.extend(sorted((layer / "nodejs").glob("node*/node_modules")))
    return any((place / package / "package.json").is_file() for place in places)


def _present(package: str) -> bool:
    folder = node_sdk_dir()
    return folder is not None and (folder / package / "package.json").is_file()


def missing(
    runtime: str, code: Path, layers: Iterable[Path], packages: Iterable[str] | None = None
) -> list[str]:
    """The SDK packages ``code`` names (or ``packages``, when given) that neither it, its layers nor the
    SDK folder hold (blocking IO)."""
    if not carries_v3(runtime):
        return []
    layers = list(layers)
    wanted = named(code) if packages is None else frozenset(packages)
    return sorted(p for p in wanted if not _shipped(p, code, layers) and not _present(p))


# -- fetching ---------------------------------------------------------------------------------


def _wanted_now() -> dict[str, str]:
    """The packages the folder in use holds by request (name -> npm spec), carried into the next set."""
    try:
        manifest = json.loads((fetched_root() / "current" / MANIFEST).read_text())
        return {str(k): str(v) for k, v in dict(manifest["packages"]).items()}
    except (OSError, ValueError, KeyError, TypeError):
        pass
    hand = _hand_installed()
    if hand is None:
        return {}
    try:  # a folder installed by hand: its package.json lists what was asked for
        deps = json.loads((hand.parent / "package.json").read_text()).get("dependencies", {})
        return {str(k): str(v) for k, v in dict(deps).items()}
    except (OSError, ValueError, AttributeError, TypeError):
        return {}


def ensure(packages: Iterable[str]) -> Path:
    """The SDK folder holding ``packages`` (``@aws-sdk/*`` names), fetched now when missing (blocking)."""
    wanted = sorted(set(packages))
    bad = [p for p in wanted if not re.fullmatch(r"@aws-sdk/[a-z0-9][a-z0-9._-]*", p)]
    if bad:
        raise BuildError(f"not packages of the AWS SDK for JavaScript v3: {', '.join(bad)}")
    folder = node_sdk_dir()
    if folder is not None and all(_present(p) for p in wanted):
        return folder
    if user_owned():
        raise BuildError("LABCLOUD_NODE_SDK_DIR is set: labcloud does not add to a folder it did not make")
    if offline():
        raise BuildError("LABCLOUD_PUBLIC_LAYERS=offline forbids downloads")
    root = fetched_root()
    (root / "sets").mkdir(parents=True, exist_ok=True)
    with open(root / ".lock", "a") as lock:  # one fetch at a time, across servers and prefetches
        fcntl.flock(lock, fcntl.LOCK_EX)
        if all(_present(p) for p in wanted):
            return node_sdk_dir() or root
        specs = _wanted_now()
        for name in list(specs):
            if name.startswith("@aws-sdk/"):
                specs[name] = SDK_SPEC  # one release line: re-pinned when carried over
        specs.update({p: SDK_SPEC for p in wanted})
        key = hashlib.sha256(json.dumps(specs, sort_keys=True).encode()).hexdigest()[:16]
        final = root / "sets" / key
        if not (final / MANIFEST).is_file():
            work = Path(tempfile.mkdtemp(prefix=f".{key}.", dir=root / "sets"))
            try:
                npm_install(
                    [f"{name}@{spec}" for name, spec in sorted(specs.items())],
                    work,
                    f"npm install {' '.join(f'{name}@{spec}' for name, spec in sorted(specs.items()))} (npm)",
                    "labcloud-nodejs-sdk",
                )
                (work / MANIFEST).write_text(json.dumps({"version": SDK_VERSION, "packages": specs}))
                work.chmod(0o755)  # mkdtemp's 0700: a sandbox's dedicated user reads the folder
                shutil.rmtree(final, ignore_errors=True)
                os.rename(work, final)
            finally:
                shutil.rmtree(work, ignore_errors=True)
        swap = root / f".current.{os.getpid()}"
        with contextlib.suppress(FileNotFoundError):
            swap.unlink()
        swap.symlink_to(Path("sets") / key)
        os.replace(swap, root / "current")  # atomic: a starting sandbox sees the old set or the new one
        return final / "node_modules"


_guard = threading.Lock()
_started: dict[tuple[str, ...], tuple[float, concurrent.futures.Future[Path]]] = {}


def start(packages: Iterable[str]) -> concurrent.futures.Future[Path]:
    """``ensure(packages)`` as a future running in a daemon thread, shared by every caller until it ends;
    a failure is answered again for ``FAILURE_MEMORY`` seconds instead of running npm at every cold start."""
    key = tuple(sorted(set(packages)))
    with _guard:
        kept = _started.get(key)
        if kept is not None:
            since, future = kept
            failed = future.done() and future.exception() is not None
            if not future.done() or (failed and time.monotonic() - since < FAILURE_MEMORY):
                return future
        future = concurrent.futures.Future()
        _started[key] = (time.monotonic(), future)

    def work() -> None:
        try:
            future.set_result(ensure(key))
        except BaseException as error:  # noqa: BLE001 - handed to whoever waits
            future.set_exception(error)

    threading.Thread(target=work, name="labcloud-node-sdk", daemon=True).start()
    return future


def wait_limit() -> float:
    try:
        return max(0.0, float(os.environ.get("LABCLOUD_NODE_SDK_WAIT", DEFAULT_WAIT)))
    except ValueError:
        return DEFAULT_WAIT


def prefetch_command(packages: Iterable[str]) -> str:
    return f"labcloud layers prefetch --node-sdk {' '.join(sorted(packages))}"


def start_for(runtime: str, code: Path, layers: Iterable[Path]) -> None:
    """Start fetching what a function just created or updated needs (returns at once: scan and npm run
    in a daemon thread)."""
    if not carries_v3(runtime) or user_owned() or offline():
        return
    layers = list(layers)

    def scan() -> None:
        with contextlib.suppress(Exception):  # a cold start looks again and logs why
            needed = missing(runtime, code, layers)
            if needed:
                start(needed)

    threading.Thread(target=scan, name="labcloud-node-sdk-scan", daemon=True).start()


async def ready(
    runtime: str, code: Path, layers: Iterable[Path], packages: Iterable[str] | None = None
) -> str | None:
    """Before a Node.js cold start: wait (bounded) for the SDK packages the function names; the log line to
    write when some are still missing (the function then fails to import them, as it would have).

    ``packages`` are packages the code loads by a name it computes at run time, which no scan can see
    (CDK's ``AwsCustomResource`` handler, asked by CloudFormation before it invokes one): those are waited
    for instead of the ones the code names."""
    if not carries_v3(runtime):
        return None
    layers = list(layers)
    wanted = None if packages is None else list(packages)
    needed = await asyncio.to_thread(missing, runtime, code, layers, wanted)
    if not needed:
        return None
    names = ", ".join(needed)
    how = f"prefetch them with `{prefetch_command(needed)}` while online"
    if user_owned():
        reason = "they are not in LABCLOUD_NODE_SDK_DIR (labcloud does not add to a folder it did not make)"
        how = f"install them there with npm (`npm install --prefix <folder>/.. {' '.join(needed)}`)"
    elif offline():
        reason = "LABCLOUD_PUBLIC_LAYERS=offline forbids downloads"
    else:
        started = start(needed)
        try:
            await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(started)), wait_limit())
            return None
        except asyncio.TimeoutError:  # noqa: UP041 - not the builtin's alias on Python 3.10
            reason = f"npm is still fetching them after {wait_limit():.0f} s (retry shortly)"
        except BuildError as error:
            reason = str(error)
    return (
        f"labcloud: could not fetch the AWS SDK for JavaScript package(s) {names} that Lambda's {runtime}"
        f" runtime carries: {reason}; {how}, or ship them in the function's node_modules (docs/sandbox.md).\n"
    )
