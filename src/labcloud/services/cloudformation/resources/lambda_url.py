"""AWS::Lambda::Url: a function URL config made, changed and removed through the Lambda API.

The physical id is the URL's function ARN (qualified for an alias); ``FunctionUrl`` and
``FunctionArn`` are its attributes. SAM's ``FunctionUrlConfig`` becomes this resource (and its
AWS::Lambda::Permission statements) through the translator.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall
from labcloud.services.cloudformation.resources.lambda_ import function_arn


class FunctionUrl(Handler):
    type = "AWS::Lambda::Url"
    known = frozenset({"TargetFunctionArn", "AuthType", "Qualifier", "Cors", "InvokeMode"})

    @staticmethod
    def _target(props: dict[str, Any]) -> dict[str, Any]:
        target: dict[str, Any] = {"FunctionName": props["TargetFunctionArn"]}
        if props.get("Qualifier"):
            target["Qualifier"] = props["Qualifier"]
        return target

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        qualifier = props.get("Qualifier")
        return function_arn(rc, props["TargetFunctionArn"]) + (f":{qualifier}" if qualifier else "")

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        params = {**self._target(props), "AuthType": props["AuthType"]}
        for key in ("Cors", "InvokeMode"):
            if key in props:
                params[key] = props[key]
        created = await rc.call("lambda", "CreateFunctionUrlConfig", params)
        arn = created["FunctionArn"]
        return Created(arn, {"FunctionArn": arn, "FunctionUrl": created["FunctionUrl"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check(new)
        params = {**self._target(new), "AuthType": new["AuthType"], "Cors": new.get("Cors") or {}}
        if "InvokeMode" in new:
            params["InvokeMode"] = new["InvokeMode"]
        updated = await rc.call("lambda", "UpdateFunctionUrlConfig", params)
        return {"FunctionArn": updated["FunctionArn"], "FunctionUrl": updated["FunctionUrl"]}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("lambda", "DeleteFunctionUrlConfig", self._target(props))
