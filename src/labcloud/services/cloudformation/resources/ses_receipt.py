"""AWS::SES::ReceiptRuleSet, AWS::SES::ReceiptRule and AWS::SES::ReceiptFilter, made through SES v1.

``Ref`` answers the rule set's, the rule's and the filter's name (generated when the template names none).
A rule is updated in place (UpdateReceiptRule, and SetReceiptRulePosition when ``After`` changes); a new
``RuleSetName`` or ``Rule.Name`` replaces it. A filter has no update in SES: any change replaces it. What SES
refuses (a WorkMail action, a bucket SES may not write...) fails the resource with SES's message.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, as_bool

_BOOLEANS = ("Enabled", "ScanEnabled")


def _rule(props: dict[str, Any], name: str) -> dict[str, Any]:
    given = dict(props.get("Rule") or {})
    rule: dict[str, Any] = {"Name": name}
    for key in _BOOLEANS:
        if key in given:
            rule[key] = as_bool(given[key])
    if given.get("TlsPolicy"):
        rule["TlsPolicy"] = given["TlsPolicy"]
    if given.get("Recipients"):
        rule["Recipients"] = [str(r) for r in given["Recipients"]]
    if given.get("Actions"):
        rule["Actions"] = [dict(action) for action in given["Actions"]]
    return rule


class ReceiptRuleSet(Handler):
    type = "AWS::SES::ReceiptRuleSet"
    known = frozenset({"RuleSetName"})
    replace_on = frozenset({"RuleSetName"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("RuleSetName") or rc.physical_name(64))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self.physical_id_of(rc, props) or ""
        await rc.call("ses", "CreateReceiptRuleSet", {"RuleSetName": name})
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ses", "DeleteReceiptRuleSet", {"RuleSetName": physical_id})


class ReceiptRule(Handler):
    type = "AWS::SES::ReceiptRule"
    known = frozenset({"RuleSetName", "After", "Rule"})
    replace_on = frozenset({"RuleSetName"})

    def needs_replacement(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        renamed = (old.get("Rule") or {}).get("Name") != (new.get("Rule") or {}).get("Name")
        return renamed or super().needs_replacement(old, new)

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str((props.get("Rule") or {}).get("Name") or rc.physical_name(64))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self.physical_id_of(rc, props) or ""
        params: dict[str, Any] = {"RuleSetName": props["RuleSetName"], "Rule": _rule(props, name)}
        if props.get("After"):
            params["After"] = props["After"]
        await rc.call("ses", "CreateReceiptRule", params)
        return Created(name, {"RuleName": name})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        rule_set = new["RuleSetName"]
        await rc.call("ses", "UpdateReceiptRule", {"RuleSetName": rule_set, "Rule": _rule(new, physical_id)})
        if old.get("After") != new.get("After"):
            params: dict[str, Any] = {"RuleSetName": rule_set, "RuleName": physical_id}
            if new.get("After"):
                params["After"] = new["After"]
            await rc.call("ses", "SetReceiptRulePosition", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "ses", "DeleteReceiptRule", {"RuleSetName": props["RuleSetName"], "RuleName": physical_id}
        )


class ReceiptFilter(Handler):
    type = "AWS::SES::ReceiptFilter"
    known = frozenset({"Filter"})
    replace_all = True

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str((props.get("Filter") or {}).get("Name") or rc.physical_name(64))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self.physical_id_of(rc, props) or ""
        given = (props.get("Filter") or {}).get("IpFilter") or {}
        ip_filter = {"Policy": given.get("Policy"), "Cidr": given.get("Cidr")}
        await rc.call("ses", "CreateReceiptFilter", {"Filter": {"Name": name, "IpFilter": ip_filter}})
        return Created(name, {"Id": name})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ses", "DeleteReceiptFilter", {"FilterName": physical_id})


HANDLERS = (ReceiptRuleSet(), ReceiptRule(), ReceiptFilter())
