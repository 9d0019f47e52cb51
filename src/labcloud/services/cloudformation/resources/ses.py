"""AWS::SES::EmailIdentity, AWS::SES::Template and AWS::SES::ConfigurationSet, made through SES v2 (templates
through v1, whose shape CloudFormation's ``Template`` property has).

``Ref`` answers the identity, the template's name or the configuration set's name. An identity's
``DkimDNSTokenName1..3`` / ``DkimDNSTokenValue1..3`` are its Easy DKIM records (a domain's; an email
address has none). Properties labcloud's SES does not have (BYODKIM, MAIL FROM, feedback forwarding off,
a configuration set's tracking, reputation, suppression, delivery and VDM options) fail the resource
clearly instead of being dropped.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    tags_list,
)


def _refuse(resource_type: str, props: dict[str, Any], names: tuple[str, ...]) -> None:
    for name in names:
        if props.get(name):
            raise ResourceFailed(f"labcloud's SES does not implement {resource_type} property {name}")


async def _retag(rc: ResourceCall, arn: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before = {t["Key"]: t["Value"] for t in tags_list(old)}
    after = {t["Key"]: t["Value"] for t in tags_list(new)}
    gone = [k for k in before if k not in after]
    if gone:
        await rc.call("sesv2", "UntagResource", {"ResourceArn": arn, "TagKeys": gone})
    changed = [{"Key": k, "Value": v} for k, v in after.items() if before.get(k) != v]
    if changed:
        await rc.call("sesv2", "TagResource", {"ResourceArn": arn, "Tags": changed})


class EmailIdentity(Handler):
    type = "AWS::SES::EmailIdentity"
    known = frozenset(
        {
            "EmailIdentity",
            "ConfigurationSetAttributes",
            "DkimAttributes",
            "DkimSigningAttributes",
            "FeedbackAttributes",
            "MailFromAttributes",
            "Tags",
        }
    )
    replace_on = frozenset({"EmailIdentity"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props["EmailIdentity"])

    def _check(self, props: dict[str, Any]) -> None:
        _refuse(self.type, props, ("DkimSigningAttributes", "MailFromAttributes"))
        dkim = props.get("DkimAttributes") or {}
        if "SigningEnabled" in dkim and not as_bool(dkim["SigningEnabled"]):
            raise ResourceFailed(f"labcloud's SES does not implement {self.type} with DKIM signing disabled")
        feedback = props.get("FeedbackAttributes") or {}
        if "EmailForwardingEnabled" in feedback and not as_bool(feedback["EmailForwardingEnabled"]):
            raise ResourceFailed(
                f"labcloud's SES does not implement {self.type} with feedback forwarding disabled"
            )

    async def _attributes(self, rc: ResourceCall, name: str) -> dict[str, Any]:
        got = await rc.call("sesv2", "GetEmailIdentity", {"EmailIdentity": name})
        tokens = (got.get("DkimAttributes") or {}).get("Tokens") or []
        attributes: dict[str, Any] = {}
        for i in range(3):
            token = tokens[i] if i < len(tokens) else None
            attributes[f"DkimDNSTokenName{i + 1}"] = f"{token}._domainkey.{name}" if token else ""
            attributes[f"DkimDNSTokenValue{i + 1}"] = f"{token}.dkim.amazonses.com" if token else ""
        return attributes

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self._check(props)
        name = str(props["EmailIdentity"])
        params: dict[str, Any] = {"EmailIdentity": name}
        config_set = (props.get("ConfigurationSetAttributes") or {}).get("ConfigurationSetName")
        if config_set:
            params["ConfigurationSetName"] = config_set
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        await rc.call("sesv2", "CreateEmailIdentity", params)
        return Created(name, await self._attributes(rc, name))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self._check(new)
        if (old.get("ConfigurationSetAttributes") or {}) != (new.get("ConfigurationSetAttributes") or {}):
            raise ResourceFailed(
                f"labcloud's SES does not implement changing {self.type} ConfigurationSetAttributes in place"
            )
        await _retag(rc, rc.arn("ses", f"identity/{physical_id}"), old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("sesv2", "DeleteEmailIdentity", {"EmailIdentity": physical_id})


class Template(Handler):
    type = "AWS::SES::Template"
    known = frozenset({"Template", "Tags"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        given = (props.get("Template") or {}).get("TemplateName")
        return str(given or rc.physical_name(64, prop="TemplateName"))

    def _template(self, name: str, props: dict[str, Any]) -> dict[str, Any]:
        given = props.get("Template") or {}
        template: dict[str, Any] = {"TemplateName": name}
        for key in ("SubjectPart", "TextPart", "HtmlPart"):
            if given.get(key) is not None:
                template[key] = given[key]
        return template

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self.physical_id_of(rc, props) or ""
        await rc.call("ses", "CreateTemplate", {"Template": self._template(name, props)})
        if props.get("Tags"):
            await rc.call(
                "sesv2",
                "TagResource",
                {"ResourceArn": rc.arn("ses", f"template/{name}"), "Tags": tags_list(props)},
            )
        return Created(name, {"Id": name})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("ses", "UpdateTemplate", {"Template": self._template(physical_id, new)})
        await _retag(rc, rc.arn("ses", f"template/{physical_id}"), old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ses", "DeleteTemplate", {"TemplateName": physical_id})


class ConfigurationSet(Handler):
    type = "AWS::SES::ConfigurationSet"
    known = frozenset(
        {
            "Name",
            "ArchivingOptions",
            "DeliveryOptions",
            "ReputationOptions",
            "SendingOptions",
            "SuppressionOptions",
            "TrackingOptions",
            "VdmOptions",
            "Tags",
        }
    )
    replace_on = frozenset({"Name"})
    NOT_SERVED = (
        "ArchivingOptions",
        "DeliveryOptions",
        "ReputationOptions",
        "SuppressionOptions",
        "TrackingOptions",
        "VdmOptions",
    )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or rc.physical_name(64, prop="Name"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        _refuse(self.type, props, self.NOT_SERVED)
        name = self.physical_id_of(rc, props) or ""
        params: dict[str, Any] = {"ConfigurationSetName": name}
        sending = props.get("SendingOptions") or {}
        if "SendingEnabled" in sending:
            params["SendingOptions"] = {"SendingEnabled": as_bool(sending["SendingEnabled"])}
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        await rc.call("sesv2", "CreateConfigurationSet", params)
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        _refuse(self.type, new, self.NOT_SERVED)
        enabled = as_bool((new.get("SendingOptions") or {}).get("SendingEnabled", True))
        await rc.call(
            "sesv2",
            "PutConfigurationSetSendingOptions",
            {"ConfigurationSetName": physical_id, "SendingEnabled": enabled},
        )
        await _retag(rc, rc.arn("ses", f"configuration-set/{physical_id}"), old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("sesv2", "DeleteConfigurationSet", {"ConfigurationSetName": physical_id})
