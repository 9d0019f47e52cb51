"""Running the real ``terraform`` binary against a labcloud server, for the Terraform tests.

Terraform reaches the hashicorp/aws provider only through a local filesystem mirror (there is no
registry access): each run gets a CLI config file naming the mirror (``TF_CLI_CONFIG_FILE``) and a
shared plugin cache so ``terraform init`` links the provider instead of copying it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

MIRROR = Path(os.environ.get("LABCLOUD_TF_MIRROR", "/opt/tf-plugins"))
PROVIDER_DIR = MIRROR / "registry.terraform.io" / "hashicorp" / "aws"

CLI_CONFIG = """provider_installation {{
  filesystem_mirror {{
    path    = "{mirror}"
    include = ["registry.terraform.io/hashicorp/*"]
  }}
  direct {{
    exclude = ["*/*/*"]
  }}
}}
plugin_cache_dir = "{cache}"
"""


def missing_reason() -> str | None:
    """Why the Terraform tests cannot run here, or None when terraform and the provider mirror exist."""
    if shutil.which("terraform") is None:
        return "terraform is not installed (not on PATH)"
    if not PROVIDER_DIR.is_dir() or not any(PROVIDER_DIR.iterdir()):
        return f"the hashicorp/aws provider mirror is absent ({PROVIDER_DIR})"
    return None


def terraform_env(home: Path) -> dict[str, str]:
    """Environment for terraform: our CLI config, a plugin cache, no stray AWS settings."""
    home.mkdir(parents=True, exist_ok=True)
    cache = home / "plugin-cache"
    cache.mkdir(exist_ok=True)
    config = home / "terraform.tfrc"
    config.write_text(CLI_CONFIG.format(mirror=MIRROR, cache=cache))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "TF_"))}
    env.update(
        {
            "TF_CLI_CONFIG_FILE": str(config),
            "TF_IN_AUTOMATION": "1",
            "TF_INPUT": "0",
            "CHECKPOINT_DISABLE": "1",
            "AWS_EC2_METADATA_DISABLED": "true",
        }
    )
    return env


@dataclass
class Result:
    args: list[str]
    returncode: int
    stdout: str
    stderr: str
    seconds: float

    def describe(self) -> str:
        return (
            f"terraform {' '.join(self.args)} exited {self.returncode} after {self.seconds:.0f}s\n"
            f"--- stdout (tail) ---\n{self.stdout[-6000:]}\n--- stderr ---\n{self.stderr[-6000:]}"
        )


@dataclass
class Workspace:
    """One Terraform working directory with its own state."""

    path: Path
    env: dict[str, str]
    var_args: list[str] = field(default_factory=list)
    log: list[Result] = field(default_factory=list)

    def run(self, *args: str, timeout: float = 1200, check: bool = True, with_vars: bool = False) -> Result:
        argv = list(args) + (self.var_args if with_vars else [])
        started = time.monotonic()
        done = subprocess.run(
            ["terraform", *argv],
            cwd=self.path,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        result = Result(argv, done.returncode, done.stdout, done.stderr, time.monotonic() - started)
        self.log.append(result)
        if check and done.returncode != 0:
            raise AssertionError(result.describe())
        return result

    def init(self) -> None:
        self.run("init", "-no-color", "-input=false")

    def apply(self) -> Result:
        return self.run("apply", "-no-color", "-auto-approve", "-parallelism=20", with_vars=True)

    def plan_exitcode(self, out: str | None = None) -> Result:
        """``plan -detailed-exitcode``: 0 no changes, 2 changes (returned, not raised), 1 error (raised)."""
        extra = [f"-out={out}"] if out else []
        result = self.run(
            "plan", "-no-color", "-detailed-exitcode", "-parallelism=20", *extra, check=False, with_vars=True
        )
        if result.returncode not in (0, 2):
            raise AssertionError(result.describe())
        return result

    def destroy(self) -> Result:
        return self.run("destroy", "-no-color", "-auto-approve", "-parallelism=20", with_vars=True)

    def show_json(self, plan_file: str | None = None) -> dict[str, Any]:
        args = ["show", "-json"] + ([plan_file] if plan_file else [])
        return dict(json.loads(self.run(*args).stdout))

    def managed_resources(self) -> list[dict[str, Any]]:
        """The managed resources in this workspace's state: address, type, name and attribute values.

        Read from the state file itself: ``terraform show -json`` would start the provider (seconds of CPU)."""
        state = json.loads((self.path / "terraform.tfstate").read_text())
        found = []
        for resource in state.get("resources") or []:
            if resource.get("mode") != "managed" or resource.get("module"):
                continue
            for instance in resource.get("instances") or []:
                found.append(
                    {
                        "address": f"{resource['type']}.{resource['name']}",
                        "type": resource["type"],
                        "name": resource["name"],
                        "values": instance.get("attributes") or {},
                    }
                )
        return found

    def plan_json(self) -> tuple[int, list[dict[str, Any]]]:
        """``plan -json -detailed-exitcode``: the exit code and the machine-readable messages."""
        result = self.run(
            "plan", "-json", "-detailed-exitcode", "-parallelism=20", check=False, with_vars=True
        )
        if result.returncode not in (0, 2):
            raise AssertionError(result.describe())
        return result.returncode, [
            json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")
        ]

    def outputs(self) -> dict[str, Any]:
        raw = json.loads(self.run("output", "-json").stdout)
        return {name: value["value"] for name, value in raw.items()}
