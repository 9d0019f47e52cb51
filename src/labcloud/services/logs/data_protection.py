"""Log group data protection policies: the policy document's checks and the masking applied to
events at ingestion.

As AWS does, sensitive text is masked when events are ingested (events stored before the policy
stay as they were): the stored message is the masked one, so every reader (GetLogEvents,
FilterLogEvents, Logs Insights, Live Tail, metric and subscription filters) sees asterisks, and
the original is kept beside it for GetLogEvents / FilterLogEvents with ``unmask``. Each masked
character becomes one ``*``. The policies are stored by ``repo/data_protection.py``.

labcloud recognises a small set of AWS's managed data identifiers (:data:`MANAGED`) and custom
data identifiers (regular expressions); a policy naming any other managed identifier, or asking
for audit findings to be delivered somewhere, is refused with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from labcloud import json_document

from .errors import invalid_parameter

MANAGED_PREFIX = "arn:aws:dataprotection::aws:data-identifier/"
MANAGED: dict[str, str] = {
    "EmailAddress": r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}",
    "IpAddress": r"(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\d.])",
}
MAX_DOCUMENT = 30_720
MAX_CUSTOM = 10
MAX_CUSTOM_REGEX = 200
VERSION = "2021-06-01"


@dataclass(frozen=True)
class Masker:
    pattern: re.Pattern[str]

    def mask(self, message: str) -> str:
        return self.pattern.sub(lambda found: "*" * len(found.group(0)), message)


def check_document(document: str) -> Masker:
    """The masker a policy document describes, after AWS's structural checks."""
    if len(document) > MAX_DOCUMENT:
        raise invalid_parameter(f"The data protection policy can be at most {MAX_DOCUMENT} characters.")
    try:
        policy = json_document.loads(document)
    except ValueError:
        raise invalid_parameter("The data protection policy document is not valid JSON.") from None
    if not isinstance(policy, dict):
        raise invalid_parameter("The data protection policy document is not valid JSON.")
    if policy.get("Version", VERSION) != VERSION:
        raise invalid_parameter(f"Unsupported data protection policy Version: {policy.get('Version')}")
    statements = policy.get("Statement")
    if not isinstance(statements, list):
        raise invalid_parameter("The data protection policy must have a Statement list.")
    audits = [s for s in statements if isinstance(s, dict) and "Audit" in (s.get("Operation") or {})]
    masks = [s for s in statements if isinstance(s, dict) and "Deidentify" in (s.get("Operation") or {})]
    if len(audits) != 1 or len(masks) != 1 or len(statements) != 2:
        raise invalid_parameter(
            "The data protection policy must have exactly two statements: one with an Audit operation"
            " and one with a Deidentify operation."
        )
    audit, deidentify = audits[0], masks[0]
    identifiers = audit.get("DataIdentifier")
    if not isinstance(identifiers, list) or not identifiers:
        raise invalid_parameter("Each data protection statement must have a non-empty DataIdentifier list.")
    if sorted(map(str, identifiers)) != sorted(map(str, deidentify.get("DataIdentifier") or [])):
        raise invalid_parameter(
            "The DataIdentifier list of the Deidentify statement must exactly match the Audit statement's."
        )
    destination = (audit["Operation"].get("Audit") or {}).get("FindingsDestination")
    if destination is None:
        raise invalid_parameter("The Audit operation must contain a FindingsDestination object.")
    if destination:
        raise invalid_parameter(
            "labcloud does not deliver data protection audit findings: FindingsDestination must be {}"
        )
    if deidentify["Operation"].get("Deidentify") != {"MaskConfig": {}}:
        raise invalid_parameter('The Deidentify operation must contain an empty "MaskConfig": {} object.')
    custom = _custom_identifiers(policy.get("Configuration"))
    sources = []
    for identifier in identifiers:
        text = str(identifier)
        if text.startswith(MANAGED_PREFIX):
            name = text[len(MANAGED_PREFIX) :]
            if name not in MANAGED:
                raise invalid_parameter(
                    f"labcloud does not implement the managed data identifier {name}"
                    f" (it implements {', '.join(sorted(MANAGED))} and custom data identifiers)"
                )
            sources.append(MANAGED[name])
        elif text in custom:
            sources.append(custom[text])
        else:
            raise invalid_parameter(f"Unknown data identifier: {text}")
    return masker_for(tuple(sources))


@lru_cache(maxsize=256)
def masker_for(sources: tuple[str, ...]) -> Masker:
    return Masker(re.compile("|".join(f"(?:{source})" for source in sources)))


def _custom_identifiers(configuration: Any) -> dict[str, str]:
    if configuration is None:
        return {}
    items = configuration.get("CustomDataIdentifier", []) if isinstance(configuration, dict) else None
    if not isinstance(items, list):
        raise invalid_parameter("Configuration.CustomDataIdentifier must be a list.")
    if len(items) > MAX_CUSTOM:
        raise invalid_parameter(
            f"A data protection policy can have at most {MAX_CUSTOM} custom data identifiers."
        )
    found: dict[str, str] = {}
    for item in items:
        if (
            not isinstance(item, dict)
            or not isinstance(item.get("Name"), str)
            or not isinstance(item.get("Regex"), str)
        ):
            raise invalid_parameter("Each custom data identifier must have a Name and a Regex.")
        if len(item["Regex"]) > MAX_CUSTOM_REGEX:
            raise invalid_parameter(
                f"The regular expression of custom data identifier {item['Name']} is longer than"
                f" {MAX_CUSTOM_REGEX} characters."
            )
        try:
            re.compile(item["Regex"])
        except re.error:
            raise invalid_parameter(
                f"Invalid regular expression in custom data identifier {item['Name']}"
            ) from None
        found[item["Name"]] = item["Regex"]
    return found
