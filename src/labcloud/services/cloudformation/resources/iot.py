"""AWS::IoT::Thing, AWS::IoT::Policy, AWS::IoT::TopicRule, AWS::IoT::Certificate (from a CSR),
AWS::IoT::ThingPrincipalAttachment, AWS::IoT::PolicyPrincipalAttachment and AWS::IoT::Authorizer, made
through ``iot``.

``Ref`` answers the thing's, policy's, rule's or authorizer's name and the certificate's id; ``Arn`` (and a thing's or
policy's ``Id``) are attributes. A TopicRule's properties are CloudFormation's PascalCase of the API's
payload (``Sql``, ``Actions: [{Sqs: {QueueUrl, RoleArn}}]``): its keys are turned to the API's camelCase.
A Certificate from ``CACertificatePem``/``CertificatePem`` (registration) is refused."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    as_json_text,
    tags_list,
)


def camel(value: Any) -> Any:
    """CloudFormation's PascalCase keys as the IoT API's camelCase, all the way down."""
    if isinstance(value, dict):
        return {(k[:1].lower() + k[1:]): camel(v) for k, v in value.items()}
    if isinstance(value, list):
        return [camel(v) for v in value]
    return value


def _booleans(payload: dict[str, Any]) -> dict[str, Any]:
    if "ruleDisabled" in payload:
        payload["ruleDisabled"] = as_bool(payload["ruleDisabled"])
    for action in [*(payload.get("actions") or []), payload.get("errorAction") or {}]:
        for body in action.values():
            if isinstance(body, dict) and "useBase64" in body:
                body["useBase64"] = as_bool(body["useBase64"])
            if isinstance(body, dict) and "qos" in body:
                body["qos"] = int(body["qos"])
    return payload


class Thing(Handler):
    type = "AWS::IoT::Thing"
    known = frozenset({"ThingName", "AttributePayload"})
    replace_on = frozenset({"ThingName"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("ThingName") or rc.physical_name(128, prop="ThingName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self.physical_id_of(rc, props) or ""
        attributes = (props.get("AttributePayload") or {}).get("Attributes") or {}
        made = await rc.call(
            "iot", "CreateThing", {"thingName": name, "attributePayload": {"attributes": attributes}}
        )
        return Created(name, {"Arn": made["thingArn"], "Id": made["thingId"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        given = (new.get("AttributePayload") or {}).get("Attributes") or {}
        await rc.call(
            "iot", "UpdateThing", {"thingName": physical_id, "attributePayload": {"attributes": given}}
        )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("iot", "DeleteThing", {"thingName": physical_id})


class Policy(Handler):
    type = "AWS::IoT::Policy"
    known = frozenset({"PolicyName", "PolicyDocument", "Tags"})
    replace_all = True

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("PolicyName") or rc.physical_name(128, prop="PolicyName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        if props.get("Tags"):
            raise ResourceFailed("labcloud's IoT does not implement AWS::IoT::Policy property Tags")
        name = self.physical_id_of(rc, props) or ""
        made = await rc.call(
            "iot",
            "CreatePolicy",
            {"policyName": name, "policyDocument": as_json_text(props["PolicyDocument"])},
        )
        return Created(name, {"Arn": made["policyArn"], "Id": name})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("iot", "DeletePolicy", {"policyName": physical_id})


class TopicRule(Handler):
    type = "AWS::IoT::TopicRule"
    known = frozenset({"RuleName", "TopicRulePayload", "Tags"})
    replace_on = frozenset({"RuleName"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        given = props.get("RuleName")
        return str(given) if given else rc.physical_name(128, prop="RuleName").replace("-", "_")

    def _payload(self, props: dict[str, Any]) -> dict[str, Any]:
        if props.get("Tags"):
            raise ResourceFailed("labcloud's IoT does not implement AWS::IoT::TopicRule property Tags")
        payload: dict[str, Any] = _booleans(camel(props["TopicRulePayload"]))
        return payload

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self.physical_id_of(rc, props) or ""
        await rc.call("iot", "CreateTopicRule", {"ruleName": name, "topicRulePayload": self._payload(props)})
        return Created(name, {"Arn": rc.arn("iot", f"rule/{name}")})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call(
            "iot", "ReplaceTopicRule", {"ruleName": physical_id, "topicRulePayload": self._payload(new)}
        )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("iot", "DeleteTopicRule", {"ruleName": physical_id})


class Certificate(Handler):
    type = "AWS::IoT::Certificate"
    known = frozenset(
        {"CertificateSigningRequest", "Status", "CACertificatePem", "CertificatePem", "CertificateMode"}
    )
    replace_on = frozenset({"CertificateSigningRequest"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        for name in ("CACertificatePem", "CertificatePem", "CertificateMode"):
            if props.get(name):
                raise ResourceFailed(
                    f"labcloud's IoT does not implement AWS::IoT::Certificate property {name}"
                )
        if not props.get("CertificateSigningRequest"):
            raise ResourceFailed(
                "labcloud's IoT makes AWS::IoT::Certificate from a CertificateSigningRequest only"
            )
        made = await rc.call(
            "iot",
            "CreateCertificateFromCsr",
            {
                "certificateSigningRequest": props["CertificateSigningRequest"],
                "setAsActive": props.get("Status") == "ACTIVE",
            },
        )
        return Created(made["certificateId"], {"Arn": made["certificateArn"], "Id": made["certificateId"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call(
            "iot",
            "UpdateCertificate",
            {"certificateId": physical_id, "newStatus": new.get("Status") or "INACTIVE"},
        )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "iot", "UpdateCertificate", {"certificateId": physical_id, "newStatus": "INACTIVE"}
        )
        await rc.call_quiet("iot", "DeleteCertificate", {"certificateId": physical_id})


class ThingPrincipalAttachment(Handler):
    type = "AWS::IoT::ThingPrincipalAttachment"
    known = frozenset({"ThingName", "Principal", "ThingPrincipalType"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = {"thingName": props["ThingName"], "principal": props["Principal"]}
        if props.get("ThingPrincipalType"):
            params["thingPrincipalType"] = props["ThingPrincipalType"]
        await rc.call("iot", "AttachThingPrincipal", params)
        return Created(json.dumps([props["ThingName"], props["Principal"]]), {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "iot", "DetachThingPrincipal", {"thingName": props["ThingName"], "principal": props["Principal"]}
        )


class PolicyPrincipalAttachment(Handler):
    type = "AWS::IoT::PolicyPrincipalAttachment"
    known = frozenset({"PolicyName", "Principal"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        await rc.call(
            "iot", "AttachPolicy", {"policyName": props["PolicyName"], "target": props["Principal"]}
        )
        return Created(json.dumps([props["PolicyName"], props["Principal"]]), {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "iot", "DetachPolicy", {"policyName": props["PolicyName"], "target": props["Principal"]}
        )


class Authorizer(Handler):
    """A custom authorizer; a change of its name or of SigningDisabled replaces it, as on AWS; deleting it
    deactivates it first."""

    type = "AWS::IoT::Authorizer"
    known = frozenset(
        {
            "AuthorizerFunctionArn",
            "AuthorizerName",
            "EnableCachingForHttp",
            "SigningDisabled",
            "Status",
            "Tags",
            "TokenKeyName",
            "TokenSigningPublicKeys",
        }
    )
    required = ("AuthorizerFunctionArn",)
    replace_on = frozenset({"AuthorizerName", "SigningDisabled"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("AuthorizerName") or rc.physical_name(128, prop="AuthorizerName"))

    @staticmethod
    def _settings(props: dict[str, Any]) -> dict[str, Any]:
        params: dict[str, Any] = {"authorizerFunctionArn": str(props["AuthorizerFunctionArn"])}
        if props.get("Status") is not None:
            params["status"] = str(props["Status"])
        if props.get("TokenKeyName") is not None:
            params["tokenKeyName"] = str(props["TokenKeyName"])
        if props.get("TokenSigningPublicKeys"):
            params["tokenSigningPublicKeys"] = {
                str(k): str(v) for k, v in props["TokenSigningPublicKeys"].items()
            }
        if props.get("EnableCachingForHttp") is not None:
            params["enableCachingForHttp"] = as_bool(props["EnableCachingForHttp"])
        return params

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        name = self.physical_id_of(rc, props) or ""
        params = {"authorizerName": name, **self._settings(props)}
        if props.get("SigningDisabled") is not None:
            params["signingDisabled"] = as_bool(props["SigningDisabled"])
        if props.get("Tags"):
            params["tags"] = tags_list(props)
        made = await rc.call("iot", "CreateAuthorizer", params)
        return Created(name, {"Arn": made["authorizerArn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        self.check(new)
        params = {"authorizerName": physical_id, **self._settings(new)}
        if not new.get("TokenSigningPublicKeys") and old.get("TokenSigningPublicKeys"):
            params["tokenSigningPublicKeys"] = {}
        await rc.call("iot", "UpdateAuthorizer", params)
        arn = attributes["Arn"]
        before, after = dict_of(tags_list(old)), dict_of(tags_list(new))
        gone = [k for k in before if k not in after]
        if gone:
            await rc.call("iot", "UntagResource", {"resourceArn": arn, "tagKeys": gone})
        if after and after != before:
            tags = [{"Key": k, "Value": v} for k, v in after.items()]
            await rc.call("iot", "TagResource", {"resourceArn": arn, "tags": tags})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        # AWS deletes only an INACTIVE authorizer: deactivate it first, as AWS's handler does
        await rc.call_quiet("iot", "UpdateAuthorizer", {"authorizerName": physical_id, "status": "INACTIVE"})
        await rc.call_quiet("iot", "DeleteAuthorizer", {"authorizerName": physical_id})


def dict_of(pairs: list[dict[str, str]]) -> dict[str, str]:
    return {p["Key"]: p["Value"] for p in pairs}


HANDLERS = (
    Authorizer(),
    Thing(),
    Policy(),
    TopicRule(),
    Certificate(),
    ThingPrincipalAttachment(),
    PolicyPrincipalAttachment(),
)
