"""The policy documents OpenSearch Serverless keeps, checked against each type's schema as AWS checks them.

``encryption``: one object with ``Rules`` (collection resources) and either ``AWSOwnedKey: true`` or a
``KmsARN``. ``network``: a list of objects with ``Rules`` (collection or dashboard resources) and
``AllowFromPublic``, or ``SourceVPCEs``/``SourceServices``. ``data`` (access policies): a list of objects with
``Rules`` (collection, index or model resources, each with its ``Permission`` list) and ``Principal``.
``retention`` (lifecycle policies): one object with ``Rules`` of index resources, each with
``MinIndexRetention`` (``<n>d`` or ``<n>h``) or ``NoMinIndexRetention: true``."""

from __future__ import annotations

import json
import re
from typing import Any

from labcloud.services.opensearchserverless.errors import policy_json, validation

#: The permissions a data access rule may grant, per resource type.
PERMISSIONS: dict[str, frozenset[str]] = {
    "collection": frozenset(
        {
            "aoss:CreateCollectionItems",
            "aoss:DeleteCollectionItems",
            "aoss:UpdateCollectionItems",
            "aoss:DescribeCollectionItems",
            "aoss:*",
        }
    ),
    "index": frozenset(
        {
            "aoss:ReadDocument",
            "aoss:WriteDocument",
            "aoss:CreateIndex",
            "aoss:DeleteIndex",
            "aoss:UpdateIndex",
            "aoss:DescribeIndex",
            "aoss:*",
        }
    ),
    "model": frozenset(
        {
            "aoss:CreateMLResource",
            "aoss:DescribeMLResource",
            "aoss:UpdateMLResource",
            "aoss:DeleteMLResource",
            "aoss:ExecuteMLResource",
            "aoss:*",
        }
    ),
}
_RESOURCE = {
    "collection": re.compile(r"^collection/[a-z0-9*][a-z0-9*-]{0,31}$"),
    "dashboard": re.compile(r"^collection/[a-z0-9*][a-z0-9*-]{0,31}$"),
    "index": re.compile(r"^index/[a-z0-9*][a-z0-9*-]{0,31}/[^/\s]{1,255}$"),
    "model": re.compile(r"^model/[a-z0-9*][a-z0-9*-]{0,31}/[^/\s]{1,255}$"),
}
_RETENTION = re.compile(r"^[1-9][0-9]{0,4}[dh]$")


def parse(kind: str, text: str) -> Any:
    """The document of a policy of type ``kind``, or ValidationException naming what is wrong."""
    try:
        document = json.loads(text)
    except ValueError as exc:
        raise policy_json(f"the policy is not JSON: {exc}") from None
    if kind == "encryption":
        _encryption(document)
    elif kind == "network":
        _network(document)
    elif kind == "data":
        _data(document)
    elif kind == "retention":
        _retention(document)
    else:
        raise validation(f"Policy type {kind} is not supported")
    return document


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise policy_json(f"{where}: object expected")
    return value


def _statements(document: Any) -> list[dict[str, Any]]:
    if isinstance(document, dict):
        document = [document]
    if not isinstance(document, list) or not document:
        raise policy_json("$: a non-empty array of policy statements expected")
    if len(document) > 10:
        raise policy_json("$: at most 10 policy statements")
    return [_object(item, f"$[{n}]") for n, item in enumerate(document)]


def _rules(statement: dict[str, Any], where: str, allowed: set[str]) -> list[dict[str, Any]]:
    rules = statement.get("Rules")
    if rules is None:
        raise policy_json(f"{where}.Rules: is missing but it is required")
    if not isinstance(rules, list) or not rules:
        raise policy_json(f"{where}.Rules: a non-empty array expected")
    checked = []
    for n, rule in enumerate(rules):
        at = f"{where}.Rules[{n}]"
        rule = _object(rule, at)
        kind = rule.get("ResourceType")
        if kind not in allowed:
            raise policy_json(
                f"{at}.ResourceType: does not have a value in the enumeration {sorted(allowed)}"
            )
        resources = rule.get("Resource")
        if not isinstance(resources, list) or not resources:
            raise policy_json(f"{at}.Resource: a non-empty array expected")
        for resource in resources:
            if not isinstance(resource, str) or not _RESOURCE[kind].match(resource):
                raise policy_json(f"{at}.Resource: {resource!r} is not a {kind} resource")
        checked.append(rule)
    return checked


def _known(statement: dict[str, Any], where: str, members: set[str]) -> None:
    extra = sorted(set(statement) - members)
    if extra:
        raise policy_json(
            f"{where}.{extra[0]}: is not defined in the schema and the schema does not allow additional properties"
        )


def _encryption(document: Any) -> None:
    statement = _object(document, "$")
    _known(statement, "$", {"Rules", "AWSOwnedKey", "KmsARN"})
    _rules(statement, "$", {"collection"})
    owned, key = statement.get("AWSOwnedKey"), statement.get("KmsARN")
    if owned is True and key is None:
        return
    if owned in (None, False) and isinstance(key, str) and key.startswith("arn:aws:kms:"):
        return
    raise policy_json("$: exactly one of AWSOwnedKey (true) or KmsARN (a KMS key ARN) is required")


def _network(document: Any) -> None:
    for n, statement in enumerate(_statements(document)):
        where = f"$[{n}]"
        _known(statement, where, {"Rules", "AllowFromPublic", "SourceVPCEs", "SourceServices", "Description"})
        _rules(statement, where, {"collection", "dashboard"})
        public = statement.get("AllowFromPublic")
        if public is not None and not isinstance(public, bool):
            raise policy_json(f"{where}.AllowFromPublic: boolean expected")
        sources = [statement.get("SourceVPCEs"), statement.get("SourceServices")]
        for source in sources:
            if source is not None and (
                not isinstance(source, list) or not all(isinstance(s, str) for s in source)
            ):
                raise policy_json(f"{where}: SourceVPCEs and SourceServices are arrays of strings")
        if public is True and any(sources):
            raise policy_json(
                f"{where}: AllowFromPublic cannot be combined with SourceVPCEs or SourceServices"
            )
        if not public and not any(sources):
            raise policy_json(f"{where}: AllowFromPublic true, or SourceVPCEs or SourceServices, is required")


def _data(document: Any) -> None:
    for n, statement in enumerate(_statements(document)):
        where = f"$[{n}]"
        _known(statement, where, {"Rules", "Principal", "Description"})
        for m, rule in enumerate(_rules(statement, where, {"collection", "index", "model"})):
            permissions = rule.get("Permission")
            if not isinstance(permissions, list) or not permissions:
                raise policy_json(f"{where}.Rules[{m}].Permission: a non-empty array expected")
            for permission in permissions:
                if permission not in PERMISSIONS[rule["ResourceType"]]:
                    raise policy_json(
                        f"{where}.Rules[{m}].Permission: {permission!r} is not a permission of"
                        f" {rule['ResourceType']} resources"
                    )
        principals = statement.get("Principal")
        if (
            not isinstance(principals, list)
            or not principals
            or not all(isinstance(p, str) for p in principals)
        ):
            raise policy_json(f"{where}.Principal: a non-empty array of principal ARNs expected")


def _retention(document: Any) -> None:
    statement = _object(document, "$")
    _known(statement, "$", {"Rules"})
    for n, rule in enumerate(_rules(statement, "$", {"index"})):
        kept, none = rule.get("MinIndexRetention"), rule.get("NoMinIndexRetention")
        if none is True and kept is None:
            continue
        if none in (None, False) and isinstance(kept, str) and _RETENTION.match(kept):
            continue
        raise policy_json(
            f"$.Rules[{n}]: MinIndexRetention (<n>d or <n>h) or NoMinIndexRetention true is required"
        )
