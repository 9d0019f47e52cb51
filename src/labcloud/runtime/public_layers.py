"""AWS's public Lambda layers labcloud serves (Powertools), and their builds in a per-user cache.

A function may name a layer AWS publishes from its own accounts, e.g.
``arn:aws:lambda:<region>:017000801446:layer:AWSLambdaPowertoolsPythonV3-python312-x86_64:19``. labcloud
cannot download AWS's zip, so it builds the same content from the package registries: the family's
package (PyPI's ``aws-lambda-powertools``, npm's ``@aws-lambda-powertools/*``) at the family's pinned
version (AWS does not document which package version a layer version holds), laid out as the real layer
(``python/`` or ``nodejs/node_modules/``), with the packages' dependencies but not the AWS SDK the runtime
already carries. pip and npm run as child processes with a bounded time, never installing into labcloud's
own environment and never running a package's code (wheels only; ``npm --ignore-scripts``). A build is
made once per content, in ``$XDG_CACHE_HOME/labcloud/public-layers/<key>/`` (outside the data dir, so
every data dir and CI run shares it), written to a temporary folder and renamed into place.
``LABCLOUD_PUBLIC_LAYERS=offline`` serves only what is already built (``labcloud layers prefetch``).
"""

from __future__ import annotations

import base64
import concurrent.futures
import hashlib
import json
import os
import platform
import re
import shutil
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from labcloud.runtime.package_fetch import BuildError, npm_install, offline, run

#: Bumped when what a build holds changes.
FORMAT = 2
MARKER = ".labcloud-layer.json"

POWERTOOLS_PYTHON_ACCOUNT = "017000801446"
POWERTOOLS_TYPESCRIPT_ACCOUNT = "094274105915"

#: The AWS SDK and its dependencies, which the Python runtimes carry: left out of a build, as AWS's layers
#: leave them out (labcloud's sandboxes carry them too, ``launch.RUNTIME_DEPS``).
_PYTHON_RUNTIME_PACKAGES = ("boto3", "botocore", "s3transfer", "urllib3", "python-dateutil", "six")
_PYTHON_EXTRAS = "tracer,validation,parser"


@dataclass(frozen=True, slots=True)
class Family:
    """A published layer name pattern and what its versions hold."""

    pattern: str  # the layer name, a regular expression (groups: python, arch)
    account: str
    language: str  # "python" or "nodejs"
    package_version: str  # the pinned package version every layer version is built with
    max_version: int  # the highest layer version accepted
    runtimes: tuple[str, ...]
    title: str
    packages: tuple[str, ...] = ()  # npm's @aws-lambda-powertools/* packages of a Node.js layer


FAMILIES = (
    Family(
        "AWSLambdaPowertoolsPython",
        POWERTOOLS_PYTHON_ACCOUNT,
        "python",
        "1.31.1",
        39,
        ("python3.7", "python3.8", "python3.9"),
        "Lambda Powertools for Python",
    ),
    Family(
        "AWSLambdaPowertoolsPythonV2(?P<arch>-Arm64)?",
        POWERTOOLS_PYTHON_ACCOUNT,
        "python",
        "2.43.1",
        79,
        ("python3.8", "python3.9", "python3.10", "python3.11", "python3.12"),
        "Powertools for AWS Lambda (Python) V2",
    ),
    Family(
        "AWSLambdaPowertoolsPythonV3-(?P<python>python3(?:9|1[0-9]))-(?P<arch>x86_64|arm64)",
        POWERTOOLS_PYTHON_ACCOUNT,
        "python",
        "3.37.0",
        999,
        (),
        "Powertools for AWS Lambda (Python) V3",
    ),
    Family(
        "AWSLambdaPowertoolsTypeScript",
        POWERTOOLS_TYPESCRIPT_ACCOUNT,
        "nodejs",
        "1.18.1",
        27,
        ("nodejs14.x", "nodejs16.x", "nodejs18.x"),
        "Powertools for AWS Lambda (TypeScript) V1",
        ("logger", "metrics", "tracer", "parameters", "batch"),
    ),
    Family(
        "AWSLambdaPowertoolsTypeScriptV2",
        POWERTOOLS_TYPESCRIPT_ACCOUNT,
        "nodejs",
        "2.35.0",
        999,
        ("nodejs18.x", "nodejs20.x", "nodejs22.x"),
        "Powertools for AWS Lambda (TypeScript) V2",
        ("logger", "metrics", "tracer", "parameters", "idempotency", "batch"),
    ),
)


@dataclass(frozen=True, slots=True)
class PublicLayer:
    """One version of a published layer, named by its ARN."""

    arn: str
    region: str
    name: str
    version: int
    family: Family
    python: str | None  # "3.12" for a V3 layer named for one runtime
    architectures: tuple[str, ...]

    @property
    def runtimes(self) -> tuple[str, ...]:
        return (f"python{self.python}",) if self.python else self.family.runtimes

    @property
    def description(self) -> str:
        qualifier = f" [{self.name.split('-', 1)[1]}]" if self.python else ""
        return f"{self.family.title}{qualifier} - {self.family.package_version}"


def parse(arn: str) -> PublicLayer | None:
    """The published layer version ``arn`` names (any partition and region), or None when it names none."""
    parts = arn.split(":")
    if len(parts) != 8 or parts[0] != "arn" or parts[2] != "lambda" or parts[5] != "layer":
        return None
    if not parts[7].isdigit() or not 0 < int(parts[7]) < 2**31:
        return None
    for family in FAMILIES:
        found = re.fullmatch(family.pattern, parts[6])
        if found is None or parts[4] != family.account:
            continue
        groups = found.groupdict()
        python = groups.get("python")
        arch = (groups.get("arch") or "").lower().lstrip("-")
        architectures = ("arm64",) if arch == "arm64" else ("x86_64",) if arch else ("x86_64", "arm64")
        return PublicLayer(
            arn,
            parts[3],
            parts[6],
            int(parts[7]),
            family,
            f"3.{python[len('python3') :]}" if python else None,
            architectures,
        )
    return None


def publisher(arn: str) -> str | None:
    """Whether ``arn`` is a layer of one of the accounts labcloud knows AWS publishes Powertools from."""
    parts = arn.split(":")
    if (
        len(parts) == 8
        and parts[5] == "layer"
        and parts[4] in (POWERTOOLS_PYTHON_ACCOUNT, POWERTOOLS_TYPESCRIPT_ACCOUNT)
    ):
        return parts[4]
    return None


# -- builds ------------------------------------------------------------------------------


def cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "labcloud" / "public-layers"


def python_for(layer: PublicLayer, runtime: str | None) -> str:
    """The Python version a build's wheels are chosen for: the layer's own, else the function's runtime's,
    else (a description, a Node.js function) the newest runtime the layer is published for."""
    if layer.python:
        return layer.python
    if runtime and runtime.startswith("python3."):
        return runtime[len("python") :]
    return layer.runtimes[-1][len("python") :]


def _machine() -> str:
    """Sandboxes run on this machine whatever architecture a function names: wheels are chosen for it."""
    return "aarch64" if platform.machine().lower() in ("aarch64", "arm64") else "x86_64"


def build_key(layer: PublicLayer, runtime: str | None) -> str:
    family = layer.family
    if family.language == "python":
        return f"powertools-python-{family.package_version}-py{python_for(layer, runtime)}-{_machine()}-f{FORMAT}"
    return f"powertools-typescript-{family.package_version}-f{FORMAT}"


@dataclass(frozen=True, slots=True)
class Built:
    """A finished build: its folder (the layer's /opt) and the digest and size reported as its content."""

    path: Path
    sha256: str
    size: int


_locks: dict[str, threading.Lock] = {}
_locks_guard = threading.Lock()
#: Builds running or recently failed, per key: a retried request joins the running build, and a failure
#: is answered again for ``FAILURE_MEMORY`` seconds instead of starting pip or npm at every retry.
_started: dict[str, tuple[float, concurrent.futures.Future[Built]]] = {}
FAILURE_MEMORY = 30.0


def cached(layer: PublicLayer, runtime: str | None) -> Built | None:
    """The build of ``layer`` for ``runtime`` when it is already in the cache."""
    folder = cache_root() / build_key(layer, runtime)
    try:
        marker = json.loads((folder / MARKER).read_text())
        return Built(folder, str(marker["sha256"]), int(marker["size"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def start(layer: PublicLayer, runtime: str | None) -> concurrent.futures.Future[Built]:
    """The build of ``layer`` as a future: done when cached, else running in a daemon thread (a server
    stopping mid-build never waits for pip or npm), shared by every caller until it finishes."""
    key = build_key(layer, runtime)
    with _locks_guard:
        kept = _started.get(key)
        if kept is not None:
            since, future = kept
            failed = future.done() and future.exception() is not None
            if not future.done() or (failed and time.monotonic() - since < FAILURE_MEMORY):
                return future
        future = concurrent.futures.Future()
        found = cached(layer, runtime)
        if found is not None:
            future.set_result(found)
            _started.pop(key, None)
            return future
        _started[key] = (time.monotonic(), future)

    def work() -> None:
        try:
            future.set_result(ensure(layer, runtime))
        except BaseException as error:  # noqa: BLE001 - handed to whoever waits
            future.set_exception(error)

    threading.Thread(target=work, name=f"labcloud-layer-{layer.name}", daemon=True).start()
    return future


def ensure(layer: PublicLayer, runtime: str | None) -> Built:
    """The build of ``layer``, made now when missing (blocking: call it from a worker thread)."""
    found = cached(layer, runtime)
    if found is not None:
        return found
    if offline():
        raise BuildError(
            "it is not in labcloud's layer cache and LABCLOUD_PUBLIC_LAYERS=offline forbids downloads"
            " (run `labcloud layers prefetch` while online)"
        )
    key = build_key(layer, runtime)
    with _locks_guard:
        lock = _locks.setdefault(key, threading.Lock())
    with lock:  # a retried request waits for the build its first attempt started
        found = cached(layer, runtime)
        if found is not None:
            return found
        return _build(layer, runtime, key)


def _build(layer: PublicLayer, runtime: str | None, key: str) -> Built:
    root = cache_root()
    root.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{key}.", dir=root))
    try:
        if layer.family.language == "python":
            _pip(layer, runtime, work)
        else:
            _npm(layer, work)
        sha256, size = _digest(work)
        (work / MARKER).write_text(json.dumps({"sha256": sha256, "size": size, "key": key}))
        work.chmod(0o755)  # mkdtemp's 0700: a sandbox's dedicated user reads the layer
        final = root / key
        try:
            os.rename(work, final)
        except OSError:  # another process (a prefetch) finished the same build first
            found = cached(layer, runtime)
            if found is None:
                raise
            return found
        return Built(final, sha256, size)
    finally:
        if work.exists():
            shutil.rmtree(work, ignore_errors=True)


def _pip(layer: PublicLayer, runtime: str | None, work: Path) -> None:
    """Resolve the requirement (metadata only: ``--dry-run --report``), then install the resolved wheels but
    the AWS SDK and its dependencies, which the runtime carries: botocore's 13 MB is never downloaded."""
    requirement = f"aws-lambda-powertools[{_PYTHON_EXTRAS}]=={layer.family.package_version}"
    wheels = [
        "--only-binary=:all:", "--implementation", "cp",
        "--python-version", python_for(layer, runtime),
        "--platform", f"manylinux2014_{_machine()}",
        "--timeout", "30", "--retries", "1",
    ]  # fmt: skip
    pip = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    report = work / "report.json"
    what = f"pip install {requirement} (PyPI)"
    resolve = ["--dry-run", "--ignore-installed", "--report", str(report), "--target", str(work / "python")]
    run([*pip, *resolve, *wheels, requirement], work, what)
    try:
        resolved = [
            (str(item["metadata"]["name"]), str(item["metadata"]["version"]))
            for item in json.loads(report.read_text())["install"]
        ]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise BuildError(f"{what}: pip's resolution report could not be read ({error})") from error
    finally:
        report.unlink(missing_ok=True)
    pins = [
        f"{name}=={version}"
        for name, version in resolved
        if re.sub(r"[-_.]+", "-", name).lower() not in _PYTHON_RUNTIME_PACKAGES
    ]
    target = ["--no-deps", "--no-compile", "--target", str(work / "python")]
    run([*pip, *target, *wheels, *pins], work, what)
    shutil.rmtree(work / "python" / "bin", ignore_errors=True)


def _npm(layer: PublicLayer, work: Path) -> None:
    version = layer.family.package_version
    packages = [f"@aws-lambda-powertools/{name}@{version}" for name in layer.family.packages]
    npm_install(
        packages, work / "nodejs", f"npm install @aws-lambda-powertools/*@{version} (npm)", "powertools-layer"
    )


def _digest(folder: Path) -> tuple[str, int]:
    """A SHA-256 over the build's files (paths and bytes, in order), base64 as Lambda reports it, and their size."""
    digest = hashlib.sha256()
    size = 0
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()):
        data = path.read_bytes()
        digest.update(str(path.relative_to(folder)).encode() + b"\0" + data)
        size += len(data)
    return base64.b64encode(digest.digest()).decode(), size
