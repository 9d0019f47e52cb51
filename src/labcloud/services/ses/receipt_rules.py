"""Receipt rules as SES v1 keeps them: names checked, a rule's defaults filled in (as DescribeReceiptRule shows
them), its actions checked for one type each (WorkMail and Amazon Connect refused by name), and a rule list's
order changed (insert after a rule, move, reorder)."""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.ses import errors

_NAME = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,62}[A-Za-z0-9])?$")
#: The action types labcloud runs; AWS's others (WorkMail, Amazon Connect) are refused when a rule names them.
ACTIONS = ("S3Action", "BounceAction", "LambdaAction", "StopAction", "AddHeaderAction", "SNSAction")
REFUSED = {"WorkmailAction": "Amazon WorkMail", "ConnectAction": "Amazon Connect"}
#: Recipients a rule may name and rules a rule set may hold (AWS's limits).
MAX_RECIPIENTS = 100
MAX_RULES = 200
_RECIPIENT = re.compile(r"^(?:[^\s@<>()\[\],;:\"]{1,64}@)?\.?[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$")
_HEADER = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]{0,49}$")


def check_name(name: str, what: str) -> None:
    """Rule set, rule and filter names: letters, digits, ``.``, ``_`` and ``-``, starting and ending with a
    letter or digit, at most 64 characters."""
    if not _NAME.match(name):
        raise errors.invalid_value(
            f"Invalid {what} name <{name}>: it must contain only ASCII letters, digits, periods, underscores and "
            "dashes, start and end with a letter or digit, and be at most 64 characters."
        )


def _action(given: dict[str, Any]) -> dict[str, Any]:
    kinds = [key for key, value in given.items() if value is not None]
    for kind in kinds:
        if kind in REFUSED:
            raise errors.invalid_value(
                f"{kind}: labcloud does not implement {REFUSED[kind]} receipt actions (it has no {REFUSED[kind]})."
            )
    if len(kinds) != 1:
        raise errors.invalid_value("Each receipt action must specify exactly one action type.")
    kind = kinds[0]
    body = dict(given[kind])
    if kind == "LambdaAction":
        body.setdefault("InvocationType", "Event")
    elif kind == "SNSAction":
        body.setdefault("Encoding", "UTF-8")
    elif kind == "AddHeaderAction":
        if not _HEADER.match(str(body["HeaderName"])) or str(body["HeaderName"]).lower().startswith("x-ses-"):
            raise errors.invalid_value(f"Invalid header name: {body['HeaderName']}")
        if "\r" in str(body["HeaderValue"]) or "\n" in str(body["HeaderValue"]):
            raise errors.invalid_value("Header values must not contain line breaks.")
    elif kind == "StopAction" and body.get("Scope") != "RuleSet":
        raise errors.invalid_value(f"Invalid stop scope: {body.get('Scope')}")
    return {kind: body}


def normalized(rule: dict[str, Any]) -> dict[str, Any]:
    """The rule with its name, recipients and actions checked and AWS's defaults filled in."""
    check_name(str(rule["Name"]), "rule")
    recipients = [str(r) for r in rule.get("Recipients") or []]
    if len(recipients) > MAX_RECIPIENTS:
        raise errors.invalid_value(f"A rule may have at most {MAX_RECIPIENTS} recipients.")
    for recipient in recipients:
        if not _RECIPIENT.match(recipient):
            raise errors.invalid_value(f"Invalid recipient: {recipient}")
    kept: dict[str, Any] = {
        "Name": rule["Name"],
        "Enabled": bool(rule.get("Enabled", False)),
        "TlsPolicy": rule.get("TlsPolicy") or "Optional",
        "ScanEnabled": bool(rule.get("ScanEnabled", False)),
        "Actions": [_action(dict(action)) for action in rule.get("Actions") or []],
    }
    if recipients:
        kept["Recipients"] = recipients
    return kept


def index_of(ordered: list[dict[str, Any]], name: str) -> int:
    for i, rule in enumerate(ordered):
        if rule["Name"] == name:
            return i
    raise errors.rule_missing(name)


def placed(ordered: list[dict[str, Any]], rule: dict[str, Any], after: str | None) -> list[dict[str, Any]]:
    """``ordered`` with ``rule`` put just after ``after``, or first when no ``after`` is given (as AWS)."""
    at = index_of(ordered, after) + 1 if after else 0
    return [*ordered[:at], rule, *ordered[at:]]


def reordered(ordered: list[dict[str, Any]], names: list[str]) -> list[dict[str, Any]]:
    """The rules in the order ``names`` gives, which must name each rule of the set once."""
    by_name = {rule["Name"]: rule for rule in ordered}
    for name in names:
        if name not in by_name:
            raise errors.rule_missing(name)
    if len(names) != len(set(names)) or len(names) != len(by_name):
        raise errors.invalid_value("RuleNames must name every rule of the rule set exactly once.")
    return [by_name[name] for name in names]


def matches(rule: dict[str, Any], recipient: str) -> bool:
    """Does the rule's recipient list cover ``recipient``: an address, its domain, or ``.parent`` for every
    subdomain of ``parent``; a rule with no recipients covers every address of the account's verified domains."""
    wanted = rule.get("Recipients") or []
    if not wanted:
        return True
    address = recipient.lower()
    domain = address.rpartition("@")[2]
    for given in wanted:
        given = given.lower()
        if "@" in given:
            if given == address:
                return True
        elif given.startswith("."):
            if domain.endswith(given):
                return True
        elif given == domain:
            return True
    return False
