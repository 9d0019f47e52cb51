"""AWS::CloudTrail::Trail: a trail, its basic event selectors, tags and logging (``IsLogging``).

``Ref`` answers the trail's name, ``Fn::GetAtt`` its ``Arn``. A change of ``TrailName`` replaces the trail
(the schema's create-only property); other changes go through UpdateTrail, PutEventSelectors, Start/StopLogging
and the tag operations. ``CloudWatchLogsLogGroupArn``/``CloudWatchLogsRoleArn`` go to
CloudTrail's checks (removing them clears the delivery). The properties labcloud's CloudTrail refuses (SNS, KMS,
advanced selectors, Insights) fail the resource with CloudTrail's own error.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in props.get("Tags") or []}


class Trail(Handler):
    type = "AWS::CloudTrail::Trail"
    known = frozenset(
        {
            "TrailName",
            "S3BucketName",
            "S3KeyPrefix",
            "IsLogging",
            "IncludeGlobalServiceEvents",
            "IsMultiRegionTrail",
            "EnableLogFileValidation",
            "EventSelectors",
            "Tags",
            "SnsTopicName",
            "CloudWatchLogsLogGroupArn",
            "CloudWatchLogsRoleArn",
            "KMSKeyId",
            "IsOrganizationTrail",
            "AdvancedEventSelectors",
            "InsightSelectors",
        }
    )
    attributes = frozenset({"Arn", "SnsTopicArn"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("TrailName") or rc.physical_name(128, prop="TrailName"))

    def _settings(self, props: dict[str, Any]) -> dict[str, Any]:
        if props.get("InsightSelectors"):
            raise ResourceFailed("labcloud does not support CloudTrail Insights (InsightSelectors).")
        params: dict[str, Any] = {"S3BucketName": props["S3BucketName"]}
        for key in (
            "S3KeyPrefix",
            "IncludeGlobalServiceEvents",
            "IsMultiRegionTrail",
            "EnableLogFileValidation",
        ):
            if key in props:
                params[key] = props[key]
        for key in (
            "SnsTopicName",
            "CloudWatchLogsLogGroupArn",
            "CloudWatchLogsRoleArn",
            "IsOrganizationTrail",
        ):
            if props.get(key):
                params[key] = props[key]
        if props.get("KMSKeyId"):
            params["KmsKeyId"] = props["KMSKeyId"]
        return params

    async def _selectors_and_logging(self, rc: ResourceCall, name: str, props: dict[str, Any]) -> None:
        if props.get("AdvancedEventSelectors"):
            await rc.call(
                "cloudtrail",
                "PutEventSelectors",
                {"TrailName": name, "AdvancedEventSelectors": props["AdvancedEventSelectors"]},
            )
        if props.get("EventSelectors"):
            await rc.call(
                "cloudtrail",
                "PutEventSelectors",
                {"TrailName": name, "EventSelectors": props["EventSelectors"]},
            )
        operation = "StartLogging" if _true(props.get("IsLogging")) else "StopLogging"
        await rc.call("cloudtrail", operation, {"Name": name})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        name = self.physical_id_of(rc, props) or ""
        params = {"Name": name, **self._settings(props)}
        if props.get("Tags"):
            params["TagsList"] = [{"Key": k, "Value": v} for k, v in _tags(props).items()]
        answer = await rc.call("cloudtrail", "CreateTrail", params)
        await self._selectors_and_logging(rc, name, props)
        return Created(name, {"Arn": answer["TrailARN"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check(new)
        settings = self._settings(new)
        if old.get("CloudWatchLogsLogGroupArn") and not new.get("CloudWatchLogsLogGroupArn"):
            settings.update(CloudWatchLogsLogGroupArn="", CloudWatchLogsRoleArn="")  # AWS's way to clear them
        answer = await rc.call("cloudtrail", "UpdateTrail", {"Name": physical_id, **settings})
        if new.get("EventSelectors") != old.get("EventSelectors") and not new.get("EventSelectors"):
            default = [{"ReadWriteType": "All", "IncludeManagementEvents": True, "DataResources": []}]
            await rc.call(
                "cloudtrail", "PutEventSelectors", {"TrailName": physical_id, "EventSelectors": default}
            )
        await self._selectors_and_logging(rc, physical_id, new)
        arn = answer["TrailARN"]
        before, after = _tags(old), _tags(new)
        gone = [{"Key": k} for k in before if k not in after]
        if gone:
            await rc.call("cloudtrail", "RemoveTags", {"ResourceId": arn, "TagsList": gone})
        changed = [{"Key": k, "Value": v} for k, v in after.items() if before.get(k) != v]
        if changed:
            await rc.call("cloudtrail", "AddTags", {"ResourceId": arn, "TagsList": changed})
        return {"Arn": arn}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("cloudtrail", "DeleteTrail", {"Name": physical_id})


def _true(value: Any) -> bool:
    return value is True or str(value).lower() == "true"


HANDLERS = (Trail(),)
