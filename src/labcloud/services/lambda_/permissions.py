"""Function resource policies: AddPermission, RemovePermission, GetPolicy."""

from __future__ import annotations

import json
import uuid
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.core import LambdaBase
from labcloud.services.lambda_.names import split_function_name
from labcloud.services.lambda_.resource_policy import FunctionPolicies


class PermissionsMixin(LambdaBase):
    """Resource-based policy statements, kept per qualifier."""

    function_policies: FunctionPolicies

    def _policies(self, ctx: RequestContext, params: dict[str, Any]) -> tuple[str, str, dict[str, Any], str]:
        resolved = self.resolve(ctx, params["FunctionName"], params.get("Qualifier"))
        _, derived = split_function_name(params["FunctionName"])
        qualifier = params.get("Qualifier") or derived or ""
        policies = json.loads(resolved.row["policy"] or "{}")
        resource = (
            resolved.config["FunctionArn"]
            if not qualifier or qualifier.isdigit()
            else (f"{json.loads(resolved.row['config'])['FunctionArn']}:{qualifier}")
        )
        return resolved.name, qualifier, policies, resource

    def _save(self, ctx: RequestContext, name: str, policies: dict[str, Any]) -> None:
        with self.store.transaction():
            self.store.execute(
                "UPDATE lambda_functions SET policy=? WHERE account_id=? AND region=? AND name=?",
                (json.dumps(policies), ctx.account_id, ctx.region, name),
            )
            self.function_policies.changed()

    def add_permission(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name, qualifier, policies, resource = self._policies(ctx, params)
        policy = policies.get(qualifier) or {
            "Version": "2012-10-17",
            "Id": "default",
            "Statement": [],
            "RevisionId": "",
        }
        sid = params["StatementId"]
        if any(s["Sid"] == sid for s in policy["Statement"]):
            raise AwsError(
                "ResourceConflictException",
                "The statement id (sid) provided already exists. Please choose a new statement id, or "
                "remove the existing statement.",
                status=409,
                Type="User",
            )
        if params.get("RevisionId") and params["RevisionId"] != policy.get("RevisionId"):
            raise AwsError(
                "PreconditionFailedException",
                "The Revision Id provided does not match the latest Revision Id. Call the "
                "GetPolicy API to retrieve the latest Revision Id",
                status=412,
                Type="User",
            )
        principal = params["Principal"]
        who: Any = (
            {"Service": principal}
            if principal.endswith(".amazonaws.com")
            else (
                "*"
                if principal == "*"
                else {"AWS": principal if principal.startswith("arn:") else f"arn:aws:iam::{principal}:root"}
            )
        )
        statement: dict[str, Any] = {
            "Sid": sid,
            "Effect": "Allow",
            "Principal": who,
            "Action": params["Action"],
            "Resource": resource,
        }
        condition: dict[str, Any] = {}
        if params.get("SourceArn"):
            condition.setdefault("ArnLike", {})["AWS:SourceArn"] = params["SourceArn"]
        if params.get("SourceAccount"):
            condition.setdefault("StringEquals", {})["AWS:SourceAccount"] = params["SourceAccount"]
        if params.get("PrincipalOrgID"):
            condition.setdefault("StringEquals", {})["aws:PrincipalOrgID"] = params["PrincipalOrgID"]
        if params.get("EventSourceToken"):
            condition.setdefault("StringEquals", {})["lambda:EventSourceToken"] = params["EventSourceToken"]
        if params.get("InvokedViaFunctionUrl"):
            condition.setdefault("Bool", {})["lambda:InvokedViaFunctionUrl"] = "true"
        if params.get("FunctionUrlAuthType"):
            condition.setdefault("StringEquals", {})["lambda:FunctionUrlAuthType"] = params[
                "FunctionUrlAuthType"
            ]
        if condition:
            statement["Condition"] = condition
        policy["Statement"].append(statement)
        policy["RevisionId"] = str(uuid.uuid4())
        policies[qualifier] = policy
        self._save(ctx, name, policies)
        return {"Statement": json.dumps(statement)}

    def remove_permission(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name, qualifier, policies, _ = self._policies(ctx, params)
        policy = policies.get(qualifier)
        sid = params["StatementId"]
        if policy is None or not any(s["Sid"] == sid for s in policy["Statement"]):
            raise AwsError(
                "ResourceNotFoundException",
                f"Statement {sid} is not found in resource policy.",
                status=404,
                Type="User",
            )
        policy["Statement"] = [s for s in policy["Statement"] if s["Sid"] != sid]
        if policy["Statement"]:
            policy["RevisionId"] = str(uuid.uuid4())
        else:
            policies.pop(qualifier)
        self._save(ctx, name, policies)
        return {}

    def get_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        _, qualifier, policies, _ = self._policies(ctx, params)
        policy = policies.get(qualifier)
        if not policy:
            raise AwsError(
                "ResourceNotFoundException",
                "The resource you requested does not exist.",
                status=404,
                Type="User",
            )
        revision = policy.get("RevisionId", "")
        document = {k: v for k, v in policy.items() if k != "RevisionId"}
        return {"Policy": json.dumps(document), "RevisionId": revision}
