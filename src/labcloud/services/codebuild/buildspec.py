"""A buildspec (version 0.2 YAML) read into what a build runs, or :class:`BuildspecError` (the build's
YAML_FILE_ERROR).

Read: ``env`` (``shell: bash``, ``variables``, ``parameter-store``, ``secrets-manager``,
``exported-variables``), ``phases`` (``install`` with ``runtime-versions``, ``pre_build``, ``build``,
``post_build``: ``commands``, ``finally``, ``on-failure`` ABORT or CONTINUE), ``artifacts`` (``files``,
``base-directory``, ``discard-paths``, ``name``, ``exclude-paths``). Refused by name: ``run-as``,
``proxy``, ``reports``, ``cache``, ``batch``, other shells, secondary artifacts, git credential helpers
and ``on-failure`` RETRY."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import yaml

_VARIABLE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
PHASES = ("install", "pre_build", "build", "post_build")
_TOP = {"version", "env", "phases", "artifacts"}
_REFUSED_TOP = {
    "run-as": "run-as (builds run as labcloud's own user)",
    "proxy": "proxy",
    "reports": "reports (test reports)",
    "cache": "cache (builds are not cached)",
    "batch": "batch (batch builds)",
}
_ENV = {
    "shell",
    "variables",
    "parameter-store",
    "secrets-manager",
    "exported-variables",
    "git-credential-helper",
}
_PHASE = {"commands", "finally", "on-failure", "runtime-versions", "run-as"}
_ARTIFACTS = {"files", "base-directory", "discard-paths", "name", "exclude-paths"}
_REFUSED_ARTIFACTS = {
    "secondary-artifacts": "secondary-artifacts",
    "enable-symlinks": "enable-symlinks",
    "s3-prefix": "s3-prefix",
}


class BuildspecError(ValueError):
    """The buildspec cannot be run (its message goes to the DOWNLOAD_SOURCE phase's context)."""


@dataclass(slots=True)
class Phase:
    commands: list[str] = field(default_factory=list)
    finally_: list[str] = field(default_factory=list)
    on_failure: str = "ABORT"
    runtimes: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class Buildspec:
    variables: dict[str, str] = field(default_factory=dict)
    parameters: dict[str, str] = field(default_factory=dict)
    secrets: dict[str, str] = field(default_factory=dict)
    exported: list[str] = field(default_factory=list)
    phases: dict[str, Phase] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    base_directory: str = ""
    discard_paths: bool = False
    exclude: list[str] = field(default_factory=list)
    artifact_name: str = ""


def _mapping(value: Any, what: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise BuildspecError(f"{what} must be a map")
    return value


def _strings(value: Any, what: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (str, int, float)):
        return [str(value)]
    if not isinstance(value, list) or any(isinstance(v, (dict, list)) or v is None for v in value):
        raise BuildspecError(f"{what} must be a list of strings")
    return [str(v) for v in value]


def _flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    return str(value).lower() in ("yes", "true")


def _unknown(found: dict[str, Any], known: set[str], where: str) -> None:
    for key in found:
        if key not in known:
            raise BuildspecError(f"Unknown keyword {key} found in {where}")


def _phase(name: str, given: Any) -> Phase:
    body = _mapping(given, f"phases.{name}")
    _unknown(body, _PHASE, f"phases.{name}")
    if "run-as" in body:
        raise BuildspecError("labcloud does not support run-as (builds run as labcloud's own user)")
    if "runtime-versions" in body and name != "install":
        raise BuildspecError("runtime-versions may only be specified in the install phase")
    on_failure = str(body.get("on-failure") or "ABORT")
    if on_failure.startswith("RETRY"):
        raise BuildspecError(f"labcloud does not support on-failure {on_failure}")
    if on_failure not in ("ABORT", "CONTINUE"):
        raise BuildspecError(f"Invalid on-failure {on_failure}: ABORT or CONTINUE")
    runtimes = {str(k): str(v) for k, v in _mapping(body.get("runtime-versions"), "runtime-versions").items()}
    return Phase(
        _strings(body.get("commands"), f"phases.{name}.commands"),
        _strings(body.get("finally"), f"phases.{name}.finally"),
        on_failure,
        runtimes,
    )


def parse(text: str) -> Buildspec:
    try:
        found = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise BuildspecError(f"Invalid YAML: {str(exc).splitlines()[0]}") from None
    if not isinstance(found, dict):
        raise BuildspecError("The buildspec must be a YAML map")
    for key, what in _REFUSED_TOP.items():
        if key in found:
            raise BuildspecError(f"labcloud does not support {what}")
    _unknown(found, _TOP, "the buildspec")
    version = str(found.get("version", ""))
    if version != "0.2":
        raise BuildspecError(f"Invalid buildspec version {version or '(none)'}: labcloud runs version 0.2")
    spec = Buildspec()
    env = _mapping(found.get("env"), "env")
    _unknown(env, _ENV, "env")
    if str(env.get("shell") or "bash") != "bash":
        raise BuildspecError(f"labcloud does not support shell {env['shell']}: builds run with bash")
    if _flag(env.get("git-credential-helper") or False):
        raise BuildspecError("labcloud does not support git-credential-helper")
    spec.variables = {
        str(k): "" if v is None else str(v)
        for k, v in _mapping(env.get("variables"), "env.variables").items()
    }
    spec.parameters = {
        str(k): str(v) for k, v in _mapping(env.get("parameter-store"), "env.parameter-store").items()
    }
    spec.secrets = {
        str(k): str(v) for k, v in _mapping(env.get("secrets-manager"), "env.secrets-manager").items()
    }
    spec.exported = _strings(env.get("exported-variables"), "env.exported-variables")
    for name in spec.exported:
        if not _VARIABLE.match(name):
            raise BuildspecError(f"Invalid exported variable name {name}")
    phases = _mapping(found.get("phases"), "phases")
    _unknown(phases, set(PHASES), "phases")
    spec.phases = {name: _phase(name, phases[name]) for name in PHASES if name in phases}
    artifacts = _mapping(found.get("artifacts"), "artifacts")
    for key, what in _REFUSED_ARTIFACTS.items():
        if key in artifacts:
            raise BuildspecError(f"labcloud does not support artifacts {what}")
    _unknown(artifacts, _ARTIFACTS, "artifacts")
    spec.files = _strings(artifacts.get("files"), "artifacts.files")
    if artifacts and not spec.files:
        raise BuildspecError("artifacts.files must name at least one file")
    spec.base_directory = str(artifacts.get("base-directory") or "").strip("/")
    if ".." in spec.base_directory.split("/"):
        raise BuildspecError("artifacts.base-directory must stay within the source folder")
    spec.discard_paths = _flag(artifacts.get("discard-paths", False))
    spec.exclude = _strings(artifacts.get("exclude-paths"), "artifacts.exclude-paths")
    spec.artifact_name = str(artifacts.get("name") or "")
    return spec
