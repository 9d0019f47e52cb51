"""Custom resources (``Custom::<Name>``, ``AWS::CloudFormation::CustomResource``), AWS's request/response protocol.

Each operation sends a request (RequestType Create/Update/Delete, ResponseURL, StackId, RequestId,
ResourceType, LogicalResourceId, PhysicalResourceId on update/delete, ResourceProperties with
scalars as text, OldResourceProperties on update) to the ``ServiceToken``: a Lambda function,
invoked asynchronously as the stack's principal, or an SNS topic (published with AWS's subject).
The provider PUTs its response (Status SUCCESS/FAILED, Reason, PhysicalResourceId, Data, NoEcho)
to the presigned ResponseURL labcloud serves (responses.py). ``Fn::GetAtt`` reads ``Data`` (shown
as ``*****`` in the stack's outputs when the response said NoEcho). With no
response the operation fails after ``ServiceTimeout`` seconds (default one hour) of the server
clock. An update answered with a new PhysicalResourceId is a replacement: the old one is sent a
Delete in the cleanup, as AWS does. A CDK ``AwsCustomResource`` request's SDK for JavaScript client is
made available to its function first (``sdk_call.py``).
"""

from __future__ import annotations

import asyncio
import json
import uuid
from typing import Any

from labcloud import clock
from labcloud.services.cloudformation import responses
from labcloud.services.cloudformation.resources import sdk_call
from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
)
from labcloud.services.lambda_.interfaces import FunctionSdk

TYPE = "AWS::CloudFormation::CustomResource"
#: Key of update()'s answer carrying a new physical id (the engine then cleans the old one up).
NEW_PHYSICAL_ID = "__NewPhysicalResourceId"
#: Attribute marking a response given with NoEcho: the stack's outputs show its Data masked.
NO_ECHO = "__NoEcho"
#: Attribute keeping the RequestId of the exchange whose Data the attributes are (for AWS's GetAtt error).
REQUEST_ID = "__RequestId"
DEFAULT_TIMEOUT = 3600
MAX_RESPONSE = 4096
_SUBJECT = "AWS CloudFormation custom resource request"


def as_text(value: Any) -> Any:
    """ResourceProperties as CloudFormation sends them: numbers and booleans as text."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, dict):
        return {k: as_text(v) for k, v in value.items()}
    if isinstance(value, list):
        return [as_text(v) for v in value]
    return value


class CustomResource(Handler):
    type = TYPE

    def has_attribute(self, name: str) -> bool:
        return not name.startswith("__")  # whatever the provider's Data holds

    def missing_attribute(self, stack_id: str, record: dict[str, Any], attribute: str) -> str | None:
        request_id = (record.get("Attributes") or {}).get(REQUEST_ID, "")
        return (
            f"CustomResource attribute error: Vendor response doesn't contain {attribute} attribute in object "
            f"{stack_id}|{record['LogicalResourceId']}|{request_id}"
        )

    def needs_replacement(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        return False  # the provider decides, by answering a new PhysicalResourceId

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        physical, data = await self._exchange(rc, "Create", props)
        return Created(physical, data)

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check(new)
        if str(new["ServiceToken"]) != str(old.get("ServiceToken")):
            raise ResourceFailed("Modifying service token is not allowed.")
        physical, data = await self._exchange(rc, "Update", new, physical_id=physical_id, old=old)
        if physical != physical_id:
            data = {**data, NEW_PHYSICAL_ID: physical}
        return data

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        if not props.get("ServiceToken"):
            return
        await self._exchange(rc, "Delete", props, physical_id=physical_id)

    def _timeout(self, props: dict[str, Any]) -> float:
        given = props.get("ServiceTimeout")
        if given is None:
            return DEFAULT_TIMEOUT
        try:
            seconds = int(str(given))
        except ValueError:
            seconds = 0
        if not 1 <= seconds <= DEFAULT_TIMEOUT:
            raise ResourceFailed(
                "Properties validation failed for resource with message: ServiceTimeout must be an "
                f"integer between 1 and {DEFAULT_TIMEOUT}"
            )
        return seconds

    async def _exchange(
        self,
        rc: ResourceCall,
        kind: str,
        props: dict[str, Any],
        *,
        physical_id: str | None = None,
        old: dict[str, Any] | None = None,
    ) -> tuple[str, dict[str, Any]]:
        """Send one request and wait for its response: (physical id, Data)."""
        timeout = self._timeout(props)
        await self._provide_sdk(rc, str(props["ServiceToken"]), sdk_call.client_packages(props, kind))
        store = rc.hub.store
        token, url = responses.open_request(store, rc.hub.settings.endpoint, rc.region, "custom")
        request_id = str(uuid.uuid4())
        request: dict[str, Any] = {
            "RequestType": kind,
            "ServiceToken": str(props["ServiceToken"]),
            "ResponseURL": url,
            "StackId": rc.stack_id,
            "RequestId": request_id,
            "LogicalResourceId": rc.logical_id,
            "ResourceType": rc.resource_type or TYPE,
            "ResourceProperties": as_text(props),
        }
        if physical_id is not None:
            request["PhysicalResourceId"] = physical_id
        if old is not None:
            request["OldResourceProperties"] = as_text(old)
        try:
            await self._send(rc, str(props["ServiceToken"]), request)
            body = await self._wait(rc, token, clock.now() + timeout, request_id)
        finally:
            responses.close_request(store, token)
        return self._read(body, request_id, physical_id)

    @staticmethod
    async def _provide_sdk(rc: ResourceCall, token: str, packages: list[str]) -> None:
        """A CDK ``AwsCustomResource`` call's SDK client, made available to its function before the
        request is sent (``sdk_call.py``); the resource fails with why when it cannot be had."""
        parts = token.split(":")
        if not packages or len(parts) < 7 or parts[2] != "lambda":
            return
        sdk = rc.hub.interface(FunctionSdk)
        if sdk is None:
            return
        reason = await sdk.provide_node_sdk(parts[4], parts[3], token, packages)
        if reason:
            raise ResourceFailed(reason.strip())

    async def _send(self, rc: ResourceCall, token: str, request: dict[str, Any]) -> None:
        payload = json.dumps(request)
        parts = token.split(":")
        service = parts[2] if token.startswith("arn:") and len(parts) > 5 else ""
        if service == "lambda":
            await rc.call(
                "lambda",
                "Invoke",
                {"FunctionName": token, "InvocationType": "Event", "Payload": payload.encode()},
            )
        elif service == "sns":
            await rc.call("sns", "Publish", {"TopicArn": token, "Message": payload, "Subject": _SUBJECT})
        else:
            raise ResourceFailed(
                f"Invalid service token: {token} (labcloud accepts a Lambda function ARN or an SNS topic ARN)"
            )

    async def _wait(self, rc: ResourceCall, token: str, deadline: float, request_id: str) -> bytes:
        delay = 0.01
        while True:
            got = responses.received(rc.hub.store, token)
            if got:
                return got[0]
            if clock.now() > deadline:
                raise ResourceFailed(
                    "CloudFormation did not receive a response from your Custom Resource. Please check "
                    f"your logs for requestId [{request_id}]. If you are using the Python cfn-response "
                    "module, you may need to update your Lambda function code so that CloudFormation "
                    "can attach the updated version."
                )
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.1)

    @staticmethod
    def _read(body: bytes, request_id: str, physical_id: str | None) -> tuple[str, dict[str, Any]]:
        if len(body) > MAX_RESPONSE:
            raise ResourceFailed("Response object is too long.")
        try:
            response = json.loads(body)
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise ResourceFailed("Response object is not valid JSON.") from None
        if not isinstance(response, dict):
            raise ResourceFailed("Response object is not valid JSON.")
        status = response.get("Status")
        if status == "FAILED":
            raise ResourceFailed(
                "Received response status [FAILED] from custom resource. Message returned: "
                f"{response.get('Reason') or 'no reason given'} (RequestId: {request_id})",
                physical_id=str(response.get("PhysicalResourceId") or "") or None,
            )
        if status != "SUCCESS":
            raise ResourceFailed(
                f"Invalid response status [{status}] from custom resource (RequestId: {request_id})"
            )
        physical = response.get("PhysicalResourceId") or physical_id
        if not isinstance(physical, str) or not physical or len(physical) > 1024:
            raise ResourceFailed("Invalid PhysicalResourceId")
        data = response.get("Data") or {}
        if not isinstance(data, dict):
            raise ResourceFailed("Invalid response object: Data must be a JSON object")
        out = {str(k): v for k, v in data.items()}
        out[REQUEST_ID] = request_id
        if as_bool(response.get("NoEcho", False)):
            out[NO_ECHO] = True
        return physical, out
