"""Launch templates as records: a template holds its numbered versions (each a ``LaunchTemplateData`` as
given), its default and latest version numbers; ``resolve`` finds the version a RunInstances names
(``$Default``, ``$Latest`` or a number) with EC2's errors. Inside the caller's transaction or read-only."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import describe
from labcloud.services.ec2.errors import error, invalid_value, not_found
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

KIND = "launch-template"
MAX_VERSIONS = 10000


def named(state: Ec2State, ctx: RequestContext, name: str) -> Record | None:
    for record in state.records.of_kind(ctx.account_id, ctx.region, KIND):
        if record.body["LaunchTemplateName"] == name:
            return record
    return None


def find(state: Ec2State, ctx: RequestContext, template_id: str | None, name: str | None) -> Record:
    """The template named by id or by name (exactly one of them)."""
    if template_id and name:
        raise invalid_value("Only one of launchTemplateId or launchTemplateName may be specified")
    if template_id:
        describe.check_ids("lt", [template_id])
        found = state.records.get(ctx.account_id, ctx.region, template_id)
        if found is None or found.kind != KIND:
            raise not_found("lt", [template_id])
        return found
    if name:
        by_name = named(state, ctx, name)
        if by_name is None:
            raise error(
                "InvalidLaunchTemplateName.NotFoundException",
                f"The specified launch template, with template name {name}, does not exist.",
            )
        return by_name
    raise error("MissingParameter", "The request must include either launchTemplateId or launchTemplateName")


def version_number(record: Record, version: str | None) -> int:
    """The number ``$Default`` (or nothing), ``$Latest`` or a number names; the version must exist."""
    if version in (None, "", "$Default"):
        return int(record.body["DefaultVersionNumber"])
    if version == "$Latest":
        return int(record.body["LatestVersionNumber"])
    try:
        number = int(str(version))
    except ValueError:
        raise invalid_value(f"Value ({version}) for parameter version is invalid.") from None
    if not any(v["VersionNumber"] == number for v in record.body["_versions"]):
        raise error(
            "InvalidLaunchTemplateId.VersionNotFound",
            f"Could not find launch template version {version} for template {record.id}.",
        )
    return number


def version(record: Record, number: int) -> dict[str, Any]:
    return next(v for v in record.body["_versions"] if v["VersionNumber"] == number)


def resolve(
    state: Ec2State, ctx: RequestContext, spec: Any
) -> tuple[dict[str, Any] | None, dict[str, str] | None]:
    """A RunInstances ``LaunchTemplate``'s data and (template id, version number) for the instances' tags."""
    if not spec:
        return None, None
    record = find(state, ctx, spec.get("LaunchTemplateId"), spec.get("LaunchTemplateName"))
    number = version_number(record, spec.get("Version"))
    data = dict(version(record, number)["LaunchTemplateData"])
    return data, {"LaunchTemplateId": record.id, "Version": str(number)}


def answered(record: Record) -> dict[str, Any]:
    return describe.public({k: v for k, v in record.body.items() if k != "_versions"})


def answered_version(record: Record, entry: dict[str, Any]) -> dict[str, Any]:
    out = {
        "LaunchTemplateId": record.id,
        "LaunchTemplateName": record.body["LaunchTemplateName"],
        "VersionNumber": entry["VersionNumber"],
        "CreateTime": entry["CreateTime"],
        "CreatedBy": entry["CreatedBy"],
        "DefaultVersion": entry["VersionNumber"] == record.body["DefaultVersionNumber"],
        "LaunchTemplateData": entry["LaunchTemplateData"],
    }
    if entry.get("VersionDescription"):
        out["VersionDescription"] = entry["VersionDescription"]
    return out
