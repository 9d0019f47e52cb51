"""AWS::WAFv2::WebACL, ::IPSet, ::RegexPatternSet, ::RuleGroup and ::WebACLAssociation through AWS WAF's API.

``Ref`` answers ``<name>|<id>|<scope>`` as AWS's schemas name them (an association: ``<resource ARN>|<web ACL
ARN>``); ``Fn::GetAtt`` Arn, Id, and a web ACL's or rule group's Capacity and LabelNamespace. Templates
spell the referenced ARNs ``Arn`` and may give a byte match's ``SearchStringBase64``: both are turned into
the API's spelling. Updates read the entity's LockToken and update in place; Name and Scope replace. What
labcloud's WAF refuses fails the resource with WAF's own error (docs/wafv2.md)."""

from __future__ import annotations

import base64
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall

_REFERENCES = ("IPSetReferenceStatement", "RegexPatternSetReferenceStatement", "RuleGroupReferenceStatement")


def _api(value: Any) -> Any:
    """A template's rules in the API's spelling: ``Arn`` → ``ARN`` in references, search strings as bytes."""
    if isinstance(value, list):
        return [_api(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: _api(v) for k, v in value.items()}
    for key in _REFERENCES:
        ref = out.get(key)
        if isinstance(ref, dict) and "Arn" in ref:
            ref["ARN"] = ref.pop("Arn")
    match = out.get("ByteMatchStatement")
    if isinstance(match, dict):
        if "SearchStringBase64" in match:
            match["SearchString"] = base64.b64decode(str(match.pop("SearchStringBase64")))
        elif isinstance(match.get("SearchString"), str):
            match["SearchString"] = match["SearchString"].encode()
    return out


def _tags(props: dict[str, Any]) -> list[dict[str, str]]:
    return [{"Key": str(t["Key"]), "Value": str(t.get("Value", ""))} for t in props.get("Tags") or []]


class _Entity(Handler):
    """One WAF entity: ``noun`` names its operations (CreateWebACL...), ``member`` its GetX member."""

    noun = ""
    members: tuple[str, ...] = ()
    replace_on = frozenset({"Name", "Scope"})

    def params(self, props: dict[str, Any]) -> dict[str, Any]:
        return {m: _api(props[m]) for m in self.members if props.get(m) is not None}

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = props.get("Name") or rc.physical_name(128, prop="Name")
        params = {"Name": name, "Scope": props["Scope"], **self.params(props)}
        if props.get("Tags"):
            params["Tags"] = _tags(props)
        made = (await rc.call("wafv2", f"Create{self.noun}", params))["Summary"]
        got = await rc.call(
            "wafv2", f"Get{self.noun}", {"Name": name, "Scope": props["Scope"], "Id": made["Id"]}
        )
        return Created(f"{name}|{made['Id']}|{props['Scope']}", self.attributes_of(got[self.noun]))

    def attributes_of(self, entity: dict[str, Any]) -> dict[str, Any]:
        return {"Arn": entity["ARN"], "Id": entity["Id"]}

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        name, rid, scope = physical_id.split("|")
        key = {"Name": name, "Scope": scope, "Id": rid}
        token = (await rc.call("wafv2", f"Get{self.noun}", key))["LockToken"]
        await rc.call("wafv2", f"Update{self.noun}", {**key, "LockToken": token, **self.update_params(new)})
        arn = str(attributes["Arn"])
        before, after = {t["Key"] for t in _tags(old)}, _tags(new)
        gone = sorted(before - {t["Key"] for t in after})
        if gone:
            await rc.call("wafv2", "UntagResource", {"ResourceARN": arn, "TagKeys": gone})
        if after:
            await rc.call("wafv2", "TagResource", {"ResourceARN": arn, "Tags": after})
        got = await rc.call("wafv2", f"Get{self.noun}", key)
        return self.attributes_of(got[self.noun])

    def update_params(self, props: dict[str, Any]) -> dict[str, Any]:
        return self.params(props)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        name, rid, scope = physical_id.split("|")
        key = {"Name": name, "Scope": scope, "Id": rid}
        got = await rc.call_quiet("wafv2", f"Get{self.noun}", key)
        if got is not None:
            await rc.call_quiet("wafv2", f"Delete{self.noun}", {**key, "LockToken": got["LockToken"]})


class WebACL(_Entity):
    type = "AWS::WAFv2::WebACL"
    noun = "WebACL"
    members = (
        "DefaultAction",
        "Description",
        "Rules",
        "VisibilityConfig",
        "CustomResponseBodies",
        "CaptchaConfig",
        "ChallengeConfig",
        "TokenDomains",
        "AssociationConfig",
        "DataProtectionConfig",
        "OnSourceDDoSProtectionConfig",
        "ApplicationConfig",
    )

    def attributes_of(self, entity: dict[str, Any]) -> dict[str, Any]:
        return {
            "Arn": entity["ARN"],
            "Id": entity["Id"],
            "Capacity": entity.get("Capacity", 0),
            "LabelNamespace": entity.get("LabelNamespace"),
        }


class IPSet(_Entity):
    type = "AWS::WAFv2::IPSet"
    noun = "IPSet"
    members = ("Description", "IPAddressVersion", "Addresses")

    def update_params(self, props: dict[str, Any]) -> dict[str, Any]:
        return {m: props[m] for m in ("Description", "Addresses") if props.get(m) is not None}


class RegexPatternSet(_Entity):
    type = "AWS::WAFv2::RegexPatternSet"
    noun = "RegexPatternSet"
    members = ("Description",)

    def params(self, props: dict[str, Any]) -> dict[str, Any]:
        regexes = [{"RegexString": str(r)} for r in props.get("RegularExpressionList") or []]
        return {**super().params(props), "RegularExpressionList": regexes}


class RuleGroup(_Entity):
    type = "AWS::WAFv2::RuleGroup"
    noun = "RuleGroup"
    members = ("Capacity", "Description", "Rules", "VisibilityConfig", "CustomResponseBodies")
    replace_on = frozenset({"Name", "Scope", "Capacity"})

    def update_params(self, props: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in self.params(props).items() if k != "Capacity"}

    def attributes_of(self, entity: dict[str, Any]) -> dict[str, Any]:
        return {
            "Arn": entity["ARN"],
            "Id": entity["Id"],
            "Capacity": entity.get("Capacity", 0),
            "LabelNamespace": entity.get("LabelNamespace"),
        }


class WebACLAssociation(Handler):
    type = "AWS::WAFv2::WebACLAssociation"
    replace_on = frozenset({"ResourceArn"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = {"WebACLArn": props["WebACLArn"], "ResourceArn": props["ResourceArn"]}
        await rc.call("wafv2", "AssociateWebACL", params)
        return Created(f"{props['ResourceArn']}|{props['WebACLArn']}", {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call(
            "wafv2", "AssociateWebACL", {"WebACLArn": new["WebACLArn"], "ResourceArn": new["ResourceArn"]}
        )
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("wafv2", "DisassociateWebACL", {"ResourceArn": props["ResourceArn"]})


HANDLERS = (WebACL(), IPSet(), RegexPatternSet(), RuleGroup(), WebACLAssociation())
