"""AWS::Logs::LogGroup, AWS::Logs::SubscriptionFilter and AWS::Logs::AccountPolicy."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed


class LogGroup(Handler):
    type = "AWS::Logs::LogGroup"
    known = frozenset(
        {
            "LogGroupName",
            "RetentionInDays",
            "KmsKeyId",
            "Tags",
            "LogGroupClass",
            "DataProtectionPolicy",
            "FieldIndexPolicies",
        }
    )
    replace_on = frozenset({"LogGroupClass"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("LogGroupName") or rc.physical_name(512, prop="LogGroupName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        if "DataProtectionPolicy" in props or "FieldIndexPolicies" in props:
            raise ResourceFailed(
                f"labcloud does not support DataProtectionPolicy/FieldIndexPolicies on {self.type}"
            )
        name = props.get("LogGroupName") or rc.physical_name(512, prop="LogGroupName")
        params: dict[str, Any] = {"logGroupName": name}
        if "KmsKeyId" in props:
            params["kmsKeyId"] = props["KmsKeyId"]
        if "LogGroupClass" in props:
            params["logGroupClass"] = props["LogGroupClass"]
        if props.get("Tags"):
            params["tags"] = {str(t["Key"]): str(t["Value"]) for t in props["Tags"]}
        await rc.call("logs", "CreateLogGroup", params)
        if "RetentionInDays" in props:
            try:
                await rc.call(
                    "logs",
                    "PutRetentionPolicy",
                    {"logGroupName": name, "retentionInDays": props["RetentionInDays"]},
                )
            except ResourceFailed:
                await rc.call_quiet("logs", "DeleteLogGroup", {"logGroupName": name})
                raise
        return Created(name, {"Arn": rc.arn("logs", f"log-group:{name}:*")})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if old.get("RetentionInDays") != new.get("RetentionInDays"):
            if "RetentionInDays" in new:
                await rc.call(
                    "logs",
                    "PutRetentionPolicy",
                    {"logGroupName": physical_id, "retentionInDays": new["RetentionInDays"]},
                )
            else:
                await rc.call("logs", "DeleteRetentionPolicy", {"logGroupName": physical_id})
        old_tags = {t["Key"]: t["Value"] for t in old.get("Tags") or []}
        new_tags = {t["Key"]: t["Value"] for t in new.get("Tags") or []}
        arn = (
            attributes["Arn"][:-2] if attributes.get("Arn", "").endswith(":*") else attributes.get("Arn", "")
        )
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("logs", "UntagResource", {"resourceArn": arn, "tagKeys": gone})
        if new_tags != old_tags and new_tags:
            await rc.call("logs", "TagResource", {"resourceArn": arn, "tags": new_tags})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("logs", "DeleteLogGroup", {"logGroupName": physical_id})


class SubscriptionFilter(Handler):
    type = "AWS::Logs::SubscriptionFilter"
    known = frozenset(
        {"DestinationArn", "FilterPattern", "LogGroupName", "FilterName", "RoleArn", "Distribution"}
    )

    def _params(self, name: str, props: dict[str, Any]) -> dict[str, Any]:
        params = {
            "logGroupName": props["LogGroupName"],
            "filterName": name,
            "filterPattern": props["FilterPattern"],
            "destinationArn": props["DestinationArn"],
        }
        if "RoleArn" in props:
            params["roleArn"] = props["RoleArn"]
        if "Distribution" in props:
            params["distribution"] = props["Distribution"]
        return params

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("FilterName") or rc.physical_name(512, prop="FilterName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        name = props.get("FilterName") or rc.physical_name(512, prop="FilterName")
        await rc.call("logs", "PutSubscriptionFilter", self._params(name, props))
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("logs", "PutSubscriptionFilter", self._params(physical_id, new))
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "logs",
            "DeleteSubscriptionFilter",
            {"logGroupName": props["LogGroupName"], "filterName": physical_id},
        )


class AccountPolicy(Handler):
    """An account-level policy (PutAccountPolicy); Ref is the account id, as AWS's handler answers."""

    type = "AWS::Logs::AccountPolicy"
    known = frozenset({"PolicyName", "PolicyDocument", "PolicyType", "Scope", "SelectionCriteria"})
    required = ("PolicyName", "PolicyDocument", "PolicyType")
    replace_on = frozenset({"PolicyName", "PolicyType"})

    @staticmethod
    def _params(props: dict[str, Any]) -> dict[str, Any]:
        document = props["PolicyDocument"]
        params: dict[str, Any] = {
            "policyName": props["PolicyName"],
            "policyDocument": document if isinstance(document, str) else json.dumps(document),
            "policyType": props["PolicyType"],
        }
        if "Scope" in props:
            params["scope"] = props["Scope"]
        if "SelectionCriteria" in props:
            params["selectionCriteria"] = props["SelectionCriteria"]
        return params

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.account

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        await rc.call("logs", "PutAccountPolicy", self._params(props))
        return Created(rc.account, {"AccountId": rc.account})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("logs", "PutAccountPolicy", self._params(new))
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "logs",
            "DeleteAccountPolicy",
            {"policyName": props["PolicyName"], "policyType": props["PolicyType"]},
        )


class ResourcePolicy(Handler):
    """An account's CloudWatch Logs resource policy (PutResourcePolicy); Ref is its name. A new document
    is put in place; a new name replaces (the old policy is deleted)."""

    type = "AWS::Logs::ResourcePolicy"
    known = frozenset({"PolicyName", "PolicyDocument"})
    required = ("PolicyName", "PolicyDocument")
    replace_on = frozenset({"PolicyName"})

    @staticmethod
    def _params(props: dict[str, Any]) -> dict[str, Any]:
        document = props["PolicyDocument"]
        return {
            "policyName": props["PolicyName"],
            "policyDocument": document if isinstance(document, str) else json.dumps(document),
        }

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props["PolicyName"]) if props.get("PolicyName") else None

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        await rc.call("logs", "PutResourcePolicy", self._params(props))
        return Created(str(props["PolicyName"]), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("logs", "PutResourcePolicy", self._params(new))
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("logs", "DeleteResourcePolicy", {"policyName": physical_id})
