"""CreateLaunchTemplate, CreateLaunchTemplateVersion, DescribeLaunchTemplates,
DescribeLaunchTemplateVersions, ModifyLaunchTemplate (the default version), DeleteLaunchTemplate and
DeleteLaunchTemplateVersions. A template's data is kept as given and used by RunInstances; what an
instance cannot hold here (``instance_launch.UNSUPPORTED``) is refused when the template is made."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, instance_launch, launch_templates, lookup, tagging
from labcloud.services.ec2.errors import error, invalid_value, unsupported
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.launch_templates import KIND
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        CreateLaunchTemplateRequest,
        CreateLaunchTemplateResponse,
        CreateLaunchTemplateVersionRequest,
        CreateLaunchTemplateVersionResponse,
        DeleteLaunchTemplateRequest,
        DeleteLaunchTemplateResponse,
        DeleteLaunchTemplateVersionsRequest,
        DeleteLaunchTemplateVersionsResponse,
        DescribeLaunchTemplatesRequest,
        DescribeLaunchTemplatesResponse,
        DescribeLaunchTemplateVersionsRequest,
        DescribeLaunchTemplateVersionsResponse,
        ModifyLaunchTemplateRequest,
        ModifyLaunchTemplateResponse,
    )

_NAME = re.compile(r"^[a-zA-Z0-9().\-/_]{3,128}$")
TEMPLATE_FILTERS: filters.FilterMap = {
    "launch-template-name": filters.field("LaunchTemplateName"),
    "create-time": filters.field("CreateTime"),
}
VERSION_FILTERS: filters.FilterMap = {
    "image-id": filters.field("LaunchTemplateData", "ImageId"),
    "instance-type": filters.field("LaunchTemplateData", "InstanceType"),
    "key-name": filters.field("LaunchTemplateData", "KeyName"),
    "is-default-version": filters.field("DefaultVersion"),
}


def _check_data(data: dict[str, Any]) -> dict[str, Any]:
    for name in instance_launch.UNSUPPORTED:
        if data.get(name) not in (None, [], False):
            raise unsupported(f"LaunchTemplateData.{name}")
    for spec in data.get("TagSpecifications") or []:
        kind = spec.get("ResourceType")
        if kind not in ("instance", "network-interface"):
            raise unsupported(f"LaunchTemplateData.TagSpecifications ResourceType {kind}")
        tagging.check_tags(list(spec.get("Tags") or []))
    if data.get("InstanceType"):
        instance_launch.check_type(str(data["InstanceType"]))
    if data.get("UserData"):
        instance_launch.user_data_text(data["UserData"])
    return data


def _entry(ctx: RequestContext, number: int, data: dict[str, Any], description: str | None) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "VersionNumber": number,
        "CreateTime": clock.now(),
        "CreatedBy": ctx.principal.arn,
        "LaunchTemplateData": data,
    }
    if description:
        entry["VersionDescription"] = description
    return entry


def create_launch_template(
    state: Ec2State, request: CreateLaunchTemplateRequest, ctx: RequestContext
) -> CreateLaunchTemplateResponse:
    lookup.begin(state, ctx, request, "Operator")
    name = request["LaunchTemplateName"]
    if not _NAME.match(name):
        raise error(
            "InvalidLaunchTemplateName.MalformedException",
            "A launch template name must be between 3 and 128 characters, and may contain letters, numbers,"
            " and the following characters: - ( ) . / _.'",
        )
    data = _check_data(dict(request["LaunchTemplateData"]))
    tags = tagging.from_specifications(request.get("TagSpecifications"), KIND)
    with state.store.transaction():
        if launch_templates.named(state, ctx, name) is not None:
            raise error(
                "InvalidLaunchTemplateName.AlreadyExistsException",
                "Launch template name already in use.",
            )
        template_id = new_id("lt")
        body = {
            "LaunchTemplateId": template_id,
            "LaunchTemplateName": name,
            "CreateTime": clock.now(),
            "CreatedBy": ctx.principal.arn,
            "DefaultVersionNumber": 1,
            "LatestVersionNumber": 1,
            "Tags": tags,
            "_versions": [_entry(ctx, 1, data, request.get("VersionDescription"))],
        }
        record = Record(template_id, KIND, None, body)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    return {"LaunchTemplate": launch_templates.answered(record)}  # type: ignore[typeddict-item]


def create_launch_template_version(
    state: Ec2State, request: CreateLaunchTemplateVersionRequest, ctx: RequestContext
) -> CreateLaunchTemplateVersionResponse:
    lookup.begin(state, ctx, request, "ResolveAlias")
    with state.store.transaction():
        record = launch_templates.find(
            state, ctx, request.get("LaunchTemplateId"), request.get("LaunchTemplateName")
        )
        data = dict(request["LaunchTemplateData"])
        source = request.get("SourceVersion")
        if source:
            number = launch_templates.version_number(record, source)
            base = dict(launch_templates.version(record, number)["LaunchTemplateData"])
            data = {**base, **data}
        _check_data(data)
        latest = int(record.body["LatestVersionNumber"]) + 1
        if len(record.body["_versions"]) >= MAX_VERSIONS_PER_TEMPLATE:
            raise error("LaunchTemplateVersionLimitExceeded", "The launch template has too many versions.")
        entry = _entry(ctx, latest, data, request.get("VersionDescription"))
        record.body["_versions"].append(entry)
        record.body["LatestVersionNumber"] = latest
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "changed")
    return {"LaunchTemplateVersion": launch_templates.answered_version(record, entry)}  # type: ignore[typeddict-item]


MAX_VERSIONS_PER_TEMPLATE = launch_templates.MAX_VERSIONS


def describe_launch_templates(
    state: Ec2State, request: DescribeLaunchTemplatesRequest, ctx: RequestContext
) -> DescribeLaunchTemplatesResponse:
    lookup.begin(state, ctx, request)
    wanted = request.get("Filters")
    filters.check(wanted, TEMPLATE_FILTERS)
    records = state.records.of_kind(ctx.account_id, ctx.region, KIND)
    ids = list(dict.fromkeys(request.get("LaunchTemplateIds") or []))
    if ids:
        describe.check_ids("lt", ids)
        missing = [i for i in ids if i not in {r.id for r in records}]
        if missing:
            raise not_found_ids(missing)
        records = [r for r in records if r.id in ids]
    names = list(dict.fromkeys(request.get("LaunchTemplateNames") or []))
    if names:
        have = {r.body["LaunchTemplateName"] for r in records}
        missing = [n for n in names if n not in have]
        if missing:
            raise error(
                "InvalidLaunchTemplateName.NotFoundException",
                "At least one of the launch templates specified in the request does not exist.",
            )
        records = [r for r in records if r.body["LaunchTemplateName"] in names]
    records = [r for r in records if filters.matches(r.body, wanted, TEMPLATE_FILTERS)]
    page, token = describe.page(records, request.get("MaxResults"), request.get("NextToken"))
    answer: DescribeLaunchTemplatesResponse = {
        "LaunchTemplates": [launch_templates.answered(r) for r in page]  # type: ignore[misc]
    }
    if token:
        answer["NextToken"] = token
    return answer


def not_found_ids(missing: list[str]) -> Exception:
    return error(
        "InvalidLaunchTemplateId.NotFound",
        f"At least one of the launch templates specified in the request does not exist: {', '.join(missing)}",
    )


def _in_range(number: int, low: str | None, high: str | None) -> bool:
    return (low is None or number >= int(low)) and (high is None or number <= int(high))


def describe_launch_template_versions(
    state: Ec2State, request: DescribeLaunchTemplateVersionsRequest, ctx: RequestContext
) -> DescribeLaunchTemplateVersionsResponse:
    lookup.begin(state, ctx, request, "ResolveAlias")
    wanted = request.get("Filters")
    filters.check(wanted, VERSION_FILTERS)
    if not request.get("LaunchTemplateId") and not request.get("LaunchTemplateName"):
        raise unsupported("DescribeLaunchTemplateVersions without a template (every template's $Latest)")
    record = launch_templates.find(
        state, ctx, request.get("LaunchTemplateId"), request.get("LaunchTemplateName")
    )
    entries = list(record.body["_versions"])
    asked = request.get("Versions")
    if asked:
        numbers = [launch_templates.version_number(record, v) for v in asked]
        entries = [launch_templates.version(record, n) for n in dict.fromkeys(numbers)]
    low, high = request.get("MinVersion"), request.get("MaxVersion")
    try:
        entries = [e for e in entries if _in_range(int(e["VersionNumber"]), low, high)]
    except ValueError:
        raise invalid_value("MinVersion and MaxVersion must be version numbers") from None
    answered = [launch_templates.answered_version(record, e) for e in entries]
    answered = [a for a in answered if filters.matches(a, wanted, VERSION_FILTERS)]
    start, end, token = describe.window(len(answered), request.get("MaxResults"), request.get("NextToken"))
    answer: DescribeLaunchTemplateVersionsResponse = {
        "LaunchTemplateVersions": answered[start:end]  # type: ignore[typeddict-item]
    }
    if token:
        answer["NextToken"] = token
    return answer


def modify_launch_template(
    state: Ec2State, request: ModifyLaunchTemplateRequest, ctx: RequestContext
) -> ModifyLaunchTemplateResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        record = launch_templates.find(
            state, ctx, request.get("LaunchTemplateId"), request.get("LaunchTemplateName")
        )
        default = request.get("DefaultVersion")
        if default is not None:
            record.body["DefaultVersionNumber"] = launch_templates.version_number(record, default)
            lookup.save(state, ctx, record)
            lookup.announce(state, ctx, record, "changed")
    return {"LaunchTemplate": launch_templates.answered(record)}  # type: ignore[typeddict-item]


def delete_launch_template(
    state: Ec2State, request: DeleteLaunchTemplateRequest, ctx: RequestContext
) -> DeleteLaunchTemplateResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        record = launch_templates.find(
            state, ctx, request.get("LaunchTemplateId"), request.get("LaunchTemplateName")
        )
        state.records.delete(ctx.account_id, ctx.region, record.id)
        lookup.announce(state, ctx, record, "deleted")
    return {"LaunchTemplate": launch_templates.answered(record)}  # type: ignore[typeddict-item]


def delete_launch_template_versions(
    state: Ec2State, request: DeleteLaunchTemplateVersionsRequest, ctx: RequestContext
) -> DeleteLaunchTemplateVersionsResponse:
    """The default version cannot go (``InvalidLaunchTemplateId.VersionNotFound`` answers unknown ones per item)."""
    lookup.begin(state, ctx, request)
    done: list[Any] = []
    failed: list[Any] = []
    with state.store.transaction():
        record = launch_templates.find(
            state, ctx, request.get("LaunchTemplateId"), request.get("LaunchTemplateName")
        )
        for asked in request["Versions"]:
            item = {"LaunchTemplateId": record.id, "LaunchTemplateName": record.body["LaunchTemplateName"]}
            try:
                number = int(asked)
            except ValueError:
                number = -1
            exists = any(v["VersionNumber"] == number for v in record.body["_versions"])
            if not exists:
                failed.append(
                    {
                        **item,
                        "VersionNumber": max(number, 0),
                        "ResponseError": {
                            "Code": "launchTemplateVersionDoesNotExist",
                            "Message": "The specified launch template version does not exist.",
                        },
                    }
                )
            elif number == record.body["DefaultVersionNumber"]:
                failed.append(
                    {
                        **item,
                        "VersionNumber": number,
                        "ResponseError": {
                            "Code": "launchTemplateVersionIsDefault",
                            "Message": "The default version of a launch template cannot be deleted.",
                        },
                    }
                )
            else:
                record.body["_versions"] = [
                    v for v in record.body["_versions"] if v["VersionNumber"] != number
                ]
                done.append({**item, "VersionNumber": number})
        lookup.save(state, ctx, record)
    answer: DeleteLaunchTemplateVersionsResponse = {}
    if done:
        answer["SuccessfullyDeletedLaunchTemplateVersions"] = done
    if failed:
        answer["UnsuccessfullyDeletedLaunchTemplateVersions"] = failed
    return answer
