"""A project's definition from CreateProject's or UpdateProject's request, as CodeBuild keeps and answers it.

Sources: ``NO_SOURCE`` (an inline buildspec) and ``S3`` (a zip object or a folder ``bucket/prefix/`` in
labcloud's S3); ``CODEPIPELINE`` is refused by name (labcloud has no CodePipeline), as are the repository
sources. Artifacts: ``NO_ARTIFACTS`` or ``S3`` (path, name, namespaceType, packaging). The environment's
type, image and computeType are recorded (no image runs: docs/codebuild.md); Windows and macOS types are
refused. Members labcloud cannot honour (secondary sources and artifacts, caches, VPCs, file systems,
batch builds, S3 logs, fleets, retries) are refused by name, never ignored."""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.codebuild import errors

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9\-_]{1,254}$")
REPOSITORY_SOURCES = (
    "CODECOMMIT",
    "GITHUB",
    "GITHUB_ENTERPRISE",
    "BITBUCKET",
    "GITLAB",
    "GITLAB_SELF_MANAGED",
)
ENVIRONMENT_TYPES = (
    "LINUX_CONTAINER",
    "LINUX_GPU_CONTAINER",
    "ARM_CONTAINER",
    "LINUX_LAMBDA_CONTAINER",
    "ARM_LAMBDA_CONTAINER",
)
REFUSED_TYPES = (
    "WINDOWS_CONTAINER",
    "WINDOWS_SERVER_2019_CONTAINER",
    "WINDOWS_SERVER_2022_CONTAINER",
    "MAC_ARM",
    "WINDOWS_EC2",
    "LINUX_EC2",
    "ARM_EC2",
)
COMPUTE_TYPES = (
    "BUILD_GENERAL1_SMALL",
    "BUILD_GENERAL1_MEDIUM",
    "BUILD_GENERAL1_LARGE",
    "BUILD_GENERAL1_XLARGE",
    "BUILD_GENERAL1_2XLARGE",
    "BUILD_LAMBDA_1GB",
    "BUILD_LAMBDA_2GB",
    "BUILD_LAMBDA_4GB",
    "BUILD_LAMBDA_8GB",
    "BUILD_LAMBDA_10GB",
)
VARIABLE_TYPES = ("PLAINTEXT", "PARAMETER_STORE", "SECRETS_MANAGER")
#: Project members refused whenever given (what they ask for labcloud does not do).
_REFUSED = {
    "secondarySources": "secondarySources (one source per project)",
    "secondarySourceVersions": "secondarySourceVersions",
    "secondaryArtifacts": "secondaryArtifacts (one artifact per project)",
    "vpcConfig": "vpcConfig (builds run on this machine, in no VPC)",
    "fileSystemLocations": "fileSystemLocations (no EFS mounts in builds)",
    "buildBatchConfig": "buildBatchConfig (batch builds)",
}
#: Source members that only repository sources take.
_REPOSITORY_ONLY = ("auth", "gitCloneDepth", "gitSubmodulesConfig", "reportBuildStatus", "buildStatusConfig")
MAX_TAGS = 50
MAX_VARIABLES = 200


def checked_name(name: str) -> str:
    if not _NAME.match(name or ""):
        raise errors.invalid(
            f"Invalid project name {name!r}: 2 to 255 letters, digits, hyphens and underscores, "
            "starting with a letter or digit"
        )
    return name


def _source(given: Any) -> dict[str, Any]:
    source = dict(given or {})
    kind = source.get("type")
    if kind == "CODEPIPELINE":
        raise errors.unsupported("source type CODEPIPELINE: labcloud has no CodePipeline")
    if kind in REPOSITORY_SOURCES:
        raise errors.unsupported(f"source type {kind}: only NO_SOURCE and S3 sources")
    if kind not in ("NO_SOURCE", "S3"):
        raise errors.invalid(f"Invalid source type: {kind}")
    for member in _REPOSITORY_ONLY:
        if source.get(member) not in (None, False):
            raise errors.invalid(f"Invalid source: {member} is only for repository sources, not {kind}")
    if source.get("buildStatusConfig") is not None or source.get("sourceIdentifier"):
        raise errors.unsupported("sourceIdentifier (secondary sources)")
    if kind == "NO_SOURCE":
        if source.get("location"):
            raise errors.invalid("Invalid source: location must not be specified for NO_SOURCE")
        if not source.get("buildspec"):
            raise errors.invalid("Invalid source: buildspec must be specified for NO_SOURCE")
    else:
        location = str(source.get("location") or "")
        bucket, _, key = location.partition("/")
        if not bucket or not key:
            raise errors.invalid(
                f"Invalid source location {location!r}: bucket/path/to/object.zip or bucket/folder/"
            )
    if source.get("insecureSsl") is None:
        source["insecureSsl"] = False
    return source


def _artifacts(given: Any, project: str) -> dict[str, Any]:
    artifacts = dict(given or {})
    kind = artifacts.get("type")
    if kind == "CODEPIPELINE":
        raise errors.unsupported("artifacts type CODEPIPELINE: labcloud has no CodePipeline")
    if kind == "NO_ARTIFACTS":
        for member in ("location", "path", "name", "packaging", "namespaceType"):
            if artifacts.get(member):
                raise errors.invalid(f"Invalid artifacts: {member} must not be specified for NO_ARTIFACTS")
        return artifacts
    if kind != "S3":
        raise errors.invalid(f"Invalid artifacts type: {kind}")
    if not artifacts.get("location"):
        raise errors.invalid("Invalid artifacts: location (a bucket name) must be specified for S3")
    if artifacts.get("bucketOwnerAccess") not in (None, "NONE"):
        raise errors.unsupported("artifacts bucketOwnerAccess")
    if artifacts.get("artifactIdentifier"):
        raise errors.unsupported("artifactIdentifier (secondary artifacts)")
    artifacts.setdefault("name", project)
    artifacts.setdefault("packaging", "NONE")
    artifacts.setdefault("namespaceType", "NONE")
    if artifacts["packaging"] not in ("NONE", "ZIP"):
        raise errors.invalid(f"Invalid artifacts packaging: {artifacts['packaging']}")
    if artifacts["namespaceType"] not in ("NONE", "BUILD_ID"):
        raise errors.invalid(f"Invalid artifacts namespaceType: {artifacts['namespaceType']}")
    artifacts.setdefault("encryptionDisabled", False)
    artifacts.setdefault("overrideArtifactName", False)
    return artifacts


def variables(given: Any, what: str) -> list[dict[str, str]]:
    found = [dict(v) for v in given or []]
    if len(found) > MAX_VARIABLES:
        raise errors.invalid(f"{what}: at most {MAX_VARIABLES} environment variables")
    for var in found:
        var.setdefault("type", "PLAINTEXT")
        if var["type"] not in VARIABLE_TYPES:
            raise errors.invalid(
                f"Invalid environment variable type {var['type']}: one of {', '.join(VARIABLE_TYPES)}"
            )
        if not var.get("name"):
            raise errors.invalid(f"{what}: an environment variable has no name")
        if var["name"].startswith("CODEBUILD_"):
            raise errors.invalid(f"{what}: {var['name']}: names starting with CODEBUILD_ are reserved")
    return found


def _environment(given: Any) -> dict[str, Any]:
    env = dict(given or {})
    kind = env.get("type")
    if kind in REFUSED_TYPES:
        raise errors.unsupported(f"environment type {kind}: builds run with bash on this Linux machine")
    if kind not in ENVIRONMENT_TYPES:
        raise errors.invalid(f"Invalid environment type: {kind}")
    if env.get("computeType") not in COMPUTE_TYPES:
        if env.get("computeType") in ("ATTRIBUTE_BASED_COMPUTE", "CUSTOM_INSTANCE_TYPE"):
            raise errors.unsupported(f"computeType {env['computeType']}")
        raise errors.invalid(f"Invalid compute type: {env.get('computeType')}")
    if not env.get("image"):
        raise errors.invalid("Invalid environment: image must be specified")
    for member in ("fleet", "computeConfiguration", "dockerServer"):
        if env.get(member):
            raise errors.unsupported(f"environment {member}")
    env["environmentVariables"] = variables(env.get("environmentVariables"), "environmentVariables")
    env.setdefault("privilegedMode", False)
    env.setdefault("imagePullCredentialsType", "CODEBUILD")
    return env


def _logs(given: Any) -> dict[str, Any]:
    logs = dict(given or {})
    cw = {"status": "ENABLED", **dict(logs.get("cloudWatchLogs") or {})}
    if cw["status"] not in ("ENABLED", "DISABLED"):
        raise errors.invalid(f"Invalid cloudWatchLogs status: {cw['status']}")
    s3 = {"status": "DISABLED", "encryptionDisabled": False, **dict(logs.get("s3Logs") or {})}
    if s3["status"] != "DISABLED":
        raise errors.unsupported("s3Logs (build logs go to CloudWatch Logs)")
    return {"cloudWatchLogs": cw, "s3Logs": s3}


def tags(given: Any) -> list[dict[str, str]]:
    found = [{"key": str(t.get("key") or ""), "value": str(t.get("value") or "")} for t in given or []]
    if len(found) > MAX_TAGS:
        raise errors.invalid(f"At most {MAX_TAGS} tags")
    for tag in found:
        if not tag["key"] or len(tag["key"]) > 127 or len(tag["value"]) > 255:
            raise errors.invalid("Invalid tag: keys are 1 to 127 characters, values at most 255")
    return found


def definition(given: Any, name: str, previous: dict[str, Any] | None = None) -> dict[str, Any]:
    """The stored document of project ``name``: CreateProject's request, or UpdateProject's over
    ``previous`` (members not given keep their values)."""
    for key, what in _REFUSED.items():
        if given.get(key):
            raise errors.unsupported(what)
    cache = given.get("cache")
    if cache and cache.get("type") not in (None, "NO_CACHE"):
        raise errors.unsupported(f"cache type {cache.get('type')} (builds are not cached)")
    if given.get("autoRetryLimit"):
        raise errors.unsupported("autoRetryLimit (automatic retries)")
    doc: dict[str, Any] = dict(previous or {})
    if "description" in given:
        if len(given["description"] or "") > 255:
            raise errors.invalid("Invalid description: at most 255 characters")
        doc["description"] = given["description"]
    if "source" in given or previous is None:
        doc["source"] = _source(given.get("source"))
    if "artifacts" in given or previous is None:
        doc["artifacts"] = _artifacts(given.get("artifacts"), name)
    if "environment" in given or previous is None:
        doc["environment"] = _environment(given.get("environment"))
    if "serviceRole" in given or previous is None:
        if not given.get("serviceRole"):
            raise errors.invalid("Invalid service role: serviceRole must be specified")
        doc["serviceRole"] = given["serviceRole"]
    if "sourceVersion" in given:
        doc["sourceVersion"] = given["sourceVersion"]
    timeout = given.get("timeoutInMinutes")
    if timeout is not None and not 5 <= timeout <= 2160:
        raise errors.invalid("Invalid timeoutInMinutes: between 5 and 2160")
    doc["timeoutInMinutes"] = timeout if timeout is not None else doc.get("timeoutInMinutes", 60)
    queued = given.get("queuedTimeoutInMinutes")
    if queued is not None and not 5 <= queued <= 480:
        raise errors.invalid("Invalid queuedTimeoutInMinutes: between 5 and 480")
    doc["queuedTimeoutInMinutes"] = queued if queued is not None else doc.get("queuedTimeoutInMinutes", 480)
    if "encryptionKey" in given:
        doc["encryptionKey"] = given["encryptionKey"]
    if "badgeEnabled" in given or previous is None:
        doc["badge"] = {"badgeEnabled": bool(given.get("badgeEnabled"))}
        if given.get("badgeEnabled"):
            raise errors.unsupported("badgeEnabled (build badges are served by AWS's console)")
    if "logsConfig" in given or previous is None:
        doc["logsConfig"] = _logs(given.get("logsConfig"))
    limit = given.get("concurrentBuildLimit")
    if limit is not None:
        if limit < 1:
            raise errors.invalid("Invalid concurrentBuildLimit: at least 1")
        doc["concurrentBuildLimit"] = limit
    if "tags" in given or previous is None:
        doc["tags"] = tags(given.get("tags"))
    doc["cache"] = {"type": "NO_CACHE"}
    doc.setdefault("secondarySources", [])
    doc.setdefault("secondarySourceVersions", [])
    doc.setdefault("secondaryArtifacts", [])
    doc.setdefault("projectVisibility", "PRIVATE")
    return doc
