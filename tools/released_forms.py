"""Which request forms released clients send that the installed botocore's models no longer name.

labcloud routes by the models of the botocore it runs with, but clients carry their own (older) models.
This script downloads released botocore wheels with pip (``--versions`` to choose), compares each served
service's metadata and every operation's method and URI with the installed models, and writes what
differs to ``tests/clients/released_forms.json``. The tests replay every recorded form against a
running labcloud, so a form an old client sends is never unroutable; docs/clients.md summarises them.

    python tools/released_forms.py            # the default versions below
    python tools/released_forms.py --versions 1.29.165 1.31.0
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

import botocore

from labcloud.protocol.models import SERVICES

#: From the oldest botocore labcloud meets in the wild (2021) to the protocol switches of SQS (1.31)
#: and CloudWatch (1.36), the Lambda URI changes (1.31.x), and a version a year since.
DEFAULT_VERSIONS = (
    "1.20.0",
    "1.23.0",
    "1.27.0",
    "1.29.165",
    "1.31.0",
    "1.31.85",
    "1.33.0",
    "1.35.0",
    "1.36.0",
    "1.38.0",
    "1.40.0",
    "1.41.0",
    "1.43.0",
    "1.43.117",
)
OUT = Path(__file__).resolve().parents[1] / "tests" / "clients" / "released_forms.json"


def _model(read: Any, service: str) -> dict[str, Any] | None:
    """The newest API version's service-2 model of ``service`` through ``read(relative path)``."""
    versions = sorted(read.versions(service))
    if not versions:
        return None
    text = read.text(f"{service}/{versions[-1]}/service-2.json")
    return json.loads(text) if text is not None else None


class _Wheel:
    def __init__(self, path: Path) -> None:
        self.zip = zipfile.ZipFile(path)
        self.names = set(self.zip.namelist())

    def versions(self, service: str) -> list[str]:
        prefix = f"botocore/data/{service}/"
        return sorted({n[len(prefix) :].split("/")[0] for n in self.names if n.startswith(prefix)})

    def text(self, relative: str) -> str | None:
        for name in (f"botocore/data/{relative}", f"botocore/data/{relative}.gz"):
            if name in self.names:
                raw = self.zip.read(name)
                return (gzip.decompress(raw) if name.endswith(".gz") else raw).decode()
        return None


class _Installed:
    root = Path(botocore.__file__).parent / "data"

    def versions(self, service: str) -> list[str]:
        folder = self.root / service
        return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []

    def text(self, relative: str) -> str | None:
        for path in (self.root / relative, self.root / f"{relative}.gz"):
            if path.exists():
                raw = path.read_bytes()
                return (gzip.decompress(raw) if path.suffix == ".gz" else raw).decode()
        return None


def differences(old: Any, new: Any, version: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for service in SERVICES:
        then, now = _model(old, service), _model(new, service)
        if then is None or now is None:
            continue
        for key in ("protocol", "targetPrefix", "jsonVersion"):
            if then["metadata"].get(key) != now["metadata"].get(key):
                found.append(
                    {
                        "botocore": version,
                        "service": service,
                        "metadata": key,
                        "then": then["metadata"].get(key),
                    }
                )
        for name, operation in then["operations"].items():
            http = operation.get("http", {})
            current = now["operations"].get(name)
            form = {"method": http.get("method", "POST"), "uri": http.get("requestUri", "/")}
            if current is None:
                found.append(
                    {"botocore": version, "service": service, "operation": name, "gone": True, **form}
                )
                continue
            if (form["method"], form["uri"]) != (current["http"]["method"], current["http"]["requestUri"]):
                found.append({"botocore": version, "service": service, "operation": name, **form})
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--versions", nargs="+", default=list(DEFAULT_VERSIONS))
    args = parser.parse_args()
    installed = _Installed()
    seen: dict[tuple[str, ...], dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for version in args.versions:
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "pip",
                    "download",
                    "-q",
                    "--no-deps",
                    "-d",
                    folder,
                    f"botocore=={version}",
                ],
                check=True,
            )
            wheel = next(Path(folder).glob(f"botocore-{version}-*.whl"))
            for row in differences(_Wheel(wheel), installed, version):
                key = tuple(
                    str(row.get(k)) for k in ("service", "operation", "metadata", "method", "uri", "then")
                )
                seen.setdefault(key, row)  # the oldest version that sent this form
    rows = sorted(seen.values(), key=lambda r: (r["service"], r.get("operation", ""), r.get("metadata", "")))
    document = {"botocore_installed": botocore.__version__, "versions": args.versions, "forms": rows}
    OUT.write_text(json.dumps(document, indent=1) + "\n")
    print(f"{len(rows)} forms differ from botocore {botocore.__version__}; written to {OUT}")


if __name__ == "__main__":
    main()
