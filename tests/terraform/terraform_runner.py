"""Running the real ``terraform`` binary against a labcloud server, for the Terraform tests.

Terraform reaches the hashicorp/aws provider only through a local filesystem mirror (there is no
registry access): each run gets a CLI config file naming the mirror (``TF_CLI_CONFIG_FILE``) and a
shared plugin cache so ``terraform init`` links the provider instead of copying it.

The test configurations have no ``endpoints`` block: a workspace hands labcloud's URL to the provider as
``AWS_ENDPOINT_URL``, the SDKs' own setting. The provider validates an ``endpoints`` block (a few hundred
attributes) in about 3.5 s of CPU at each validation, several per command, whatever the block holds:
without it an apply, a plan and a destroy of the same configuration take a third of the CPU. The
block itself, as README shows it and ``labcloud terraform`` prints it, keeps its tests in test_terraform.py.
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

import shared_provider
from tf_types import IMPORT_BLIND, IMPORT_UNSET_DEFAULT, NOT_IMPORTABLE, import_id

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


#: Go's garbage collector for terraform and the provider (which inherits terraform's environment, or the
#: workspace's when reattached): collect only when the heap reaches 640 MiB instead of each time it doubles.
#: A plan or apply allocates ~600 MB decoding the provider's schema and collected it several times over:
#: this cuts their CPU by about a fifth (docs/testing.md) for ~0.6 GB of memory per process. What terraform
#: and the provider do is unchanged: these are Go runtime settings, not terraform's.
GO_MEMORY = {"GOGC": "off", "GOMEMLIMIT": "640MiB"}


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
            **GO_MEMORY,
        }
    )
    return env


def endpoint_variable(var_args: list[str]) -> str | None:
    """The value given to the ``endpoint`` variable in ``-var`` arguments (``-var=endpoint=URL`` or
    ``-var endpoint=URL``), or None."""
    for arg in var_args:
        value = arg.removeprefix("-var=")
        if value.startswith("endpoint="):
            return value.removeprefix("endpoint=")
    return None


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
    #: Commands reach one long-lived provider of this workspace (shared_provider.py); False lets terraform
    #: start the provider from the mirror itself at every command, as a user's terraform does.
    reuse_provider: bool = True

    def __post_init__(self) -> None:
        endpoint = endpoint_variable(self.var_args)
        if endpoint is not None:
            self.env = {**self.env, "AWS_ENDPOINT_URL": endpoint}

    def run(self, *args: str, timeout: float = 1200, check: bool = True, with_vars: bool = False) -> Result:
        argv = list(args) + (self.var_args if with_vars else [])
        started = time.monotonic()
        if self.reuse_provider and shared_provider.enabled() and shared_provider.one_configuration(self.path):
            binary = shared_provider.provider_binary(PROVIDER_DIR)
            with shared_provider.reattached(binary, self.path, self.env) as reattach:
                done = self._terraform(argv, {**self.env, "TF_REATTACH_PROVIDERS": reattach}, timeout)
        else:
            done = self._terraform(argv, self.env, timeout)
        result = Result(argv, done.returncode, done.stdout, done.stderr, time.monotonic() - started)
        self.log.append(result)
        if check and done.returncode != 0:
            raise AssertionError(result.describe())
        return result

    def _terraform(
        self, argv: list[str], env: dict[str, str], timeout: float
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["terraform", *argv],
            cwd=self.path,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )

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


def import_blocks(resources: list[dict[str, Any]]) -> tuple[str, str]:
    """``import`` blocks for ``resources`` (each with its type's import ID), and the override file that
    tells Terraform to ignore what no import can read back (``IMPORT_BLIND``)."""
    blocks = [f"import {{\n  to = {r['address']}\n  id = {json.dumps(import_id(r))}\n}}\n" for r in resources]
    ignored = [
        f'resource "{r["type"]}" "{r["name"]}" {{\n  lifecycle {{\n'
        f"    ignore_changes = [{', '.join(IMPORT_BLIND[r['type']])}]\n  }}\n}}\n"
        for r in resources
        if r["type"] in IMPORT_BLIND
    ]
    return "\n".join(blocks), "\n".join(ignored)


def check_pure_import(space: Workspace, wanted: set[str]) -> Result:
    """Plan with the import blocks in place: every address in ``wanted`` is imported and nothing else
    changes (what labcloud reads back after an import matches the configuration)."""
    _, messages = space.plan_json()
    result = space.log[-1]
    actions = {
        m["change"]["resource"]["addr"]: m["change"]["action"]
        for m in messages
        if m.get("type") == "planned_change"
    }
    summary = next(m["changes"] for m in messages if m.get("type") == "change_summary")
    # imports that also set a default the importer left unset (IMPORT_UNSET_DEFAULT), checked below
    defaults = {a for a, x in actions.items() if x == "update" and a.split(".")[0] in IMPORT_UNSET_DEFAULT}
    if (
        set(actions) != wanted
        or {x for a, x in actions.items() if a not in defaults} != {"import"}
        or (summary["add"], summary["change"], summary["remove"]) != (0, len(defaults), 0)
        or summary["import"] != len(wanted)
        or (defaults and beyond_unset_defaults(space, defaults))
    ):
        detail = space.run("plan", "-no-color", check=False, with_vars=True).stdout
        raise AssertionError(
            f"imports differ from the configuration: {summary}; "
            f"not imported: {sorted(wanted - set(actions))}; "
            f"not a pure import: { {a: x for a, x in actions.items() if x != 'import'} }\n"
            f"{detail[-12000:]}"
        )
    return result


def beyond_unset_defaults(space: Workspace, addresses: set[str]) -> dict[str, list[str]]:
    """What the planned updates of ``addresses`` change besides the arguments IMPORT_UNSET_DEFAULT
    names for their types (empty when each only sets those; computed values an update recomputes,
    shown as unknown, are not counted). Reads the saved plan's JSON."""
    plan_file = space.path / "import-check.tfplan"
    try:
        space.plan_exitcode(out=plan_file.name)
        changes = space.show_json(plan_file.name)["resource_changes"]
    finally:
        plan_file.unlink(missing_ok=True)
    beyond = {}
    for change in changes:
        if change["address"] not in addresses:
            continue
        before, after = change["change"]["before"] or {}, change["change"]["after"] or {}
        unknown = change["change"].get("after_unknown") or {}
        changed = {
            k for k in set(before) | set(after) if before.get(k) != after.get(k) and not unknown.get(k)
        }
        if changed - set(IMPORT_UNSET_DEFAULT.get(change["type"], ())) or change["change"]["actions"] != [
            "update"
        ]:
            beyond[change["address"]] = sorted(changed) + change["change"]["actions"]
    return beyond


def forget_and_import(space: Workspace) -> Result:
    """The import round in place: drop every importable resource from the state, plan with an
    ``import`` block per resource (its documented import ID) and check the plan only imports; then
    put the state back as it was and remove the import files, ready for destroy. Returns the plan."""
    resources = [r for r in space.managed_resources() if r["type"] not in NOT_IMPORTABLE]
    wanted = {r["address"] for r in resources}
    state = space.path / "terraform.tfstate"
    kept = state.read_bytes()
    blocks, ignored = import_blocks(resources)
    imports, override = space.path / "imports.tf", space.path / "import_override.tf"
    try:
        space.run("state", "rm", *sorted(wanted))
        imports.write_text(blocks)
        override.write_text(ignored)
        return check_pure_import(space, wanted)
    finally:
        imports.unlink(missing_ok=True)
        override.unlink(missing_ok=True)
        state.write_bytes(kept)


def round_trip(space: Workspace) -> dict[str, float]:
    """The whole round for one config: init, apply, a re-plan with no changes, the import round,
    destroy. Returns the seconds of each stage (the tests print them)."""
    space.init()
    times = {"apply": space.apply().seconds}
    replan = space.plan_exitcode()
    assert replan.returncode == 0, f"plan after apply shows changes:\n{replan.stdout[-8000:]}"
    times["replan"] = replan.seconds
    times["import"] = forget_and_import(space).seconds
    return times
