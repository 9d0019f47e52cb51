"""AWS::CloudWatch::Alarm (metric and metric-math alarms) through PutMetricAlarm / DeleteAlarms, and
AWS::CloudWatch::Dashboard through PutDashboard / DeleteDashboards, AWS::CloudWatch::CompositeAlarm through
PutCompositeAlarm / DeleteAlarms."""

from __future__ import annotations

from typing import Any, ClassVar

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    tags_list,
)

_KEYS = (
    "AlarmDescription",
    "ActionsEnabled",
    "AlarmActions",
    "OKActions",
    "InsufficientDataActions",
    "MetricName",
    "Namespace",
    "Statistic",
    "ExtendedStatistic",
    "Dimensions",
    "Period",
    "Unit",
    "EvaluationPeriods",
    "DatapointsToAlarm",
    "Threshold",
    "ComparisonOperator",
    "TreatMissingData",
    "EvaluateLowSampleCountPercentile",
    "Metrics",
    "ThresholdMetricId",
)


class Alarm(Handler):
    """AWS::CloudWatch::Alarm through PutMetricAlarm / DeleteAlarms (Ref: the alarm's name; GetAtt Arn).
    Changes are a new put of the whole alarm; tags follow TagResource / UntagResource on update."""

    type = "AWS::CloudWatch::Alarm"
    required: ClassVar[tuple[str, ...]] = ("ComparisonOperator", "EvaluationPeriods")
    known = frozenset({*_KEYS, "AlarmName", "Tags"})
    #: The operation that creates or replaces the alarm, and the properties it takes.
    put = "PutMetricAlarm"
    keys: tuple[str, ...] = _KEYS

    def _params(self, name: str, props: dict[str, Any]) -> dict[str, Any]:
        return {"AlarmName": name, **{k: props[k] for k in self.keys if k in props}}

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("AlarmName") or rc.physical_name(255, prop="AlarmName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        name = props.get("AlarmName") or rc.physical_name(255, prop="AlarmName")
        params = self._params(name, props)
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        await rc.call("cloudwatch", self.put, params)
        return Created(name, {"Arn": rc.arn("cloudwatch", f"alarm:{name}")})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check(new)
        await rc.call("cloudwatch", self.put, self._params(physical_id, new))
        arn = attributes.get("Arn") or rc.arn("cloudwatch", f"alarm:{physical_id}")
        old_tags = {t["Key"]: t["Value"] for t in tags_list(old)}
        new_tags = {t["Key"]: t["Value"] for t in tags_list(new)}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("cloudwatch", "UntagResource", {"ResourceARN": arn, "TagKeys": gone})
        if new_tags != old_tags and new_tags:
            await rc.call("cloudwatch", "TagResource", {"ResourceARN": arn, "Tags": tags_list(new)})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("cloudwatch", "DeleteAlarms", {"AlarmNames": [physical_id]})


class Dashboard(Handler):
    """AWS::CloudWatch::Dashboard through PutDashboard / DeleteDashboards (Ref: the dashboard's name).
    A body change is an update in place; a name change a replacement (create-only in the schema)."""

    type = "AWS::CloudWatch::Dashboard"
    known = frozenset({"DashboardName", "DashboardBody", "Tags"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("DashboardName") or rc.physical_name(255, prop="DashboardName"))

    async def _put(self, rc: ResourceCall, name: str, props: dict[str, Any]) -> None:
        if props.get("Tags"):
            raise ResourceFailed("labcloud does not support Tags on AWS::CloudWatch::Dashboard.")
        await rc.call(
            "cloudwatch", "PutDashboard", {"DashboardName": name, "DashboardBody": props["DashboardBody"]}
        )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("DashboardName") or rc.physical_name(255, prop="DashboardName"))
        await self._put(rc, name, props)
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._put(rc, physical_id, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("cloudwatch", "DeleteDashboards", {"DashboardNames": [physical_id]})


_COMPOSITE_KEYS = (
    "AlarmRule",
    "AlarmDescription",
    "ActionsEnabled",
    "AlarmActions",
    "OKActions",
    "InsufficientDataActions",
    "ActionsSuppressor",
    "ActionsSuppressorWaitPeriod",
    "ActionsSuppressorExtensionPeriod",
    "ActionConfiguration",
)


class CompositeAlarm(Alarm):
    """AWS::CloudWatch::CompositeAlarm through PutCompositeAlarm / DeleteAlarms, with the metric alarm's
    lifecycle: a rule, description or action change is an update in place; a new name a replacement
    (create-only in the schema)."""

    type = "AWS::CloudWatch::CompositeAlarm"
    required = ("AlarmRule",)
    known = frozenset({*_COMPOSITE_KEYS, "AlarmName", "Tags"})
    put = "PutCompositeAlarm"
    keys = _COMPOSITE_KEYS
