"""What ``labcloud env`` prints: exports that make the plain ``aws`` CLI talk to labcloud.

awscli v1 replaces the endpoint of ``aws sqs`` (and a few other services) with the real AWS
host whenever ``--endpoint-url`` was not typed, ignoring ``AWS_ENDPOINT_URL``, and AWS CLI v2
before 2.13 (Debian's 2.9 among them) ignores that variable for every service. So besides the
variables (which boto3, awscli v2 and the SDKs honour), we put a tiny ``aws`` shim first on
PATH: it adds ``--endpoint-url "$AWS_ENDPOINT_URL"`` unless the command already names one and
then runs the real CLI, so every command text works unchanged in shells and scripts alike.
"""

from __future__ import annotations

import json
import os
import shlex
import stat
from pathlib import Path

SHIM = """#!/bin/sh
# labcloud's aws shim: runs the real aws CLI with --endpoint-url "$AWS_ENDPOINT_URL".
# awscli v1 ignores AWS_ENDPOINT_URL for some services (sqs), AWS CLI v2 before 2.13 for all;
# an explicit flag always wins.
shim_dir=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
real=""
old_ifs=$IFS; IFS=:
for dir in $PATH; do
  [ -z "$dir" ] && continue
  d=$(CDPATH= cd -- "$dir" 2>/dev/null && pwd) || continue
  [ "$d" = "$shim_dir" ] && continue
  if [ -x "$d/aws" ]; then real="$d/aws"; break; fi
done
IFS=$old_ifs
if [ -z "$real" ]; then
  echo "labcloud shim: no aws CLI found on PATH (pip install awscli)" >&2
  exit 127
fi
for arg in "$@"; do
  case "$arg" in --endpoint-url|--endpoint-url=*) exec "$real" "$@";; esac
done
if [ -n "${AWS_ENDPOINT_URL:-}" ]; then
  exec "$real" --endpoint-url "$AWS_ENDPOINT_URL" "$@"
fi
exec "$real" "$@"
"""


def shim_dir(base: Path) -> Path:
    """Write the shim (idempotently) and return the folder to put first on PATH."""
    folder = base / "bin"
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "aws"
    if not target.exists() or target.read_text() != SHIM:
        tmp = folder / ".aws.tmp"
        tmp.write_text(SHIM)
        tmp.chmod(
            tmp.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH | stat.S_IRGRP | stat.S_IROTH
        )
        os.replace(tmp, target)
    return folder


def variables(endpoint: str, region: str, ca_file: Path | None = None) -> dict[str, str]:
    """What points the CLI and SDKs at labcloud, every format alike. ``ca_file`` (labcloud's CA
    certificate) is named as ``LABCLOUD_CA_FILE``; with an ``https://`` endpoint it is also
    ``AWS_CA_BUNDLE``, which the CLI and the SDKs verify labcloud's certificate against."""
    found = {} if ca_file is None else {"LABCLOUD_CA_FILE": str(ca_file)}
    if ca_file is not None and endpoint.startswith("https://"):
        found["AWS_CA_BUNDLE"] = str(ca_file)
    return {
        "AWS_ENDPOINT_URL": endpoint,
        "AWS_ACCESS_KEY_ID": "test",
        "AWS_SECRET_ACCESS_KEY": "test",
        "AWS_DEFAULT_REGION": region,
        "AWS_REGION": region,
        "AWS_PAGER": "",
        "AWS_EC2_METADATA_DISABLED": "true",
        # Operations served on a host prefix (CloudWatch Logs' StartLiveTail on stream-) must reach
        # labcloud's one endpoint, not stream-127.0.0.1.
        "AWS_DISABLE_HOST_PREFIX_INJECTION": "true",
        "LABCLOUD_ENDPOINT": endpoint,
        **found,
    }


def exports(
    endpoint: str,
    region: str,
    shim_base: Path,
    form: str = "sh",
    learner: bool = False,
    ca_file: Path | None = None,
) -> str:
    """The variables in ``form``: ``sh`` (exports, the shim put first on PATH), ``dotenv`` and ``github``
    (``KEY=value`` lines; ``github`` also appends the shim folder to ``$GITHUB_PATH`` when set), ``json``."""
    folder = shim_dir(shim_base)
    values = variables(endpoint, region, ca_file)
    if learner:  # a classroom learner ($LABCLOUD_LEARNER) keeps the keys (or profile) they were given
        for key in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
            values.pop(key)
    if form == "json":
        return json.dumps({**values, "LABCLOUD_AWS_SHIM_DIR": str(folder)}, indent=1) + "\n"
    if form in ("dotenv", "github"):
        if form == "github" and os.environ.get("GITHUB_PATH"):
            with open(os.environ["GITHUB_PATH"], "a") as paths:
                paths.write(f"{folder}\n")
        return "".join(f"{key}={value}\n" for key, value in values.items())
    lines = [f"export {key}={shlex.quote(value)}" for key, value in values.items()]
    if not learner:
        lines.append("unset AWS_PROFILE AWS_SESSION_TOKEN AWS_SECURITY_TOKEN")
    lines.append(
        f'case ":$PATH:" in *:{shlex.quote(str(folder))}:*) ;; *) export PATH={shlex.quote(str(folder))}:"$PATH";; esac'
    )
    lines.append("hash -r 2>/dev/null || true")
    return "\n".join(lines) + "\n"
