"""Finding the document a request names and the version it selects, and the wire forms of documents.

A document is named by its name (the caller's own) or by its ARN
``arn:aws:ssm:REGION:ACCOUNT:document/NAME``; another account's document is readable only once its owner
shared it with the caller's account (or with all) through ModifyDocumentPermission.
"""

from __future__ import annotations

import re
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import document_content
from labcloud.services.ssm.render import when
from labcloud.services.ssm.repo.documents import Document, DocumentVersion
from labcloud.services.ssm.state import SsmState

_ARN = re.compile(r"^arn:aws[a-z-]*:ssm:([a-z0-9-]+):(\d{12}):document/([A-Za-z0-9_.\-]+)$")
RESERVED_PREFIXES = ("aws", "amazon", "amzn")


def arn(region: str, account_id: str, name: str) -> str:
    return f"arn:aws:ssm:{region}:{account_id}:document/{name}"


def invalid_document(name: str) -> AwsError:
    return AwsError("InvalidDocument", f"Document with name {name} does not exist.")


def invalid_version(detail: str) -> AwsError:
    return AwsError("InvalidDocumentVersion", detail)


def check_new_name(name: str) -> None:
    if name.lower().startswith(RESERVED_PREFIXES):
        raise AwsError(
            "ValidationException",
            "Document names can't begin with aws, amazon or amzn (in any case): those prefixes are reserved "
            "for documents AWS owns.",
        )


def _owner_and_name(ctx: RequestContext, given: str) -> tuple[str, str] | None:
    if not given.startswith("arn:"):
        return ctx.account_id, given
    match = _ARN.match(given)
    if match is None or match.group(1) != ctx.region:
        return None
    return match.group(2), match.group(3)


def own(state: SsmState, ctx: RequestContext, given: str) -> Document:
    """The caller's own document ``given`` names (InvalidDocument when there is none)."""
    found = _owner_and_name(ctx, given)
    document = None
    if found is not None and found[0] == ctx.account_id:
        document = state.documents.find(ctx.account_id, ctx.region, found[1])
    if document is None:
        raise invalid_document(given)
    return document


def readable(state: SsmState, ctx: RequestContext, given: str) -> Document:
    """A document the caller owns, or one shared with the caller's account (named by its ARN)."""
    found = _owner_and_name(ctx, given)
    if found is None:
        raise invalid_document(given)
    owner, name = found
    document = state.documents.find(owner, ctx.region, name)
    if document is None:
        raise invalid_document(given)
    if owner != ctx.account_id and ctx.account_id not in document.shared and "all" not in document.shared:
        raise invalid_document(given)
    return document


def select(
    state: SsmState, document: Document, version: str | None, version_name: str | None
) -> DocumentVersion:
    """The version a request's DocumentVersion ($LATEST, $DEFAULT or a number) and VersionName select."""
    number: int | None = None
    if version == "$LATEST":
        number = document.latest_version
    elif version is not None and version != "$DEFAULT":
        number = int(version)
    elif version_name is None or version == "$DEFAULT":
        number = document.default_version
    found: DocumentVersion | None = None
    if number is not None:
        found = state.documents.version(document.account_id, document.region, document.name, number)
    if version_name is not None:
        named = next(
            (
                v
                for v in state.documents.versions(document.account_id, document.region, document.name)
                if v.version_name == version_name
            ),
            None,
        )
        if named is None or (found is not None and named.version != found.version):
            found = None
        else:
            found = named
    if found is None:
        raise invalid_version(
            f"Document {document.name} has no version matching "
            + ", ".join(x for x in (version, version_name) if x is not None)
            + "."
        )
    return found


def _tags(document: Document) -> list[dict[str, str]]:
    return [{"Key": k, "Value": v} for k, v in sorted(document.tags.items())]


def shown_name(ctx: RequestContext, document: Document) -> str:
    """A shared document is listed by its ARN; the caller's own by its name."""
    if document.account_id == ctx.account_id:
        return document.name
    return arn(document.region, document.account_id, document.name)


def description(
    state: SsmState, ctx: RequestContext, document: Document, version: DocumentVersion
) -> dict[str, Any]:
    """The DocumentDescription of ``version`` of ``document``."""
    parsed = document_content.parse(version.content, version.format, document.doc_type)
    out: dict[str, Any] = {
        "Hash": version.hash,
        "HashType": "Sha256",
        "Name": document.name,
        "Owner": document.account_id,
        "CreatedDate": when(version.created),
        "Status": "Active",
        "DocumentVersion": str(version.version),
        "Parameters": version.parameters,
        "PlatformTypes": parsed.platforms,
        "DocumentType": document.doc_type,
        "SchemaVersion": version.schema_version,
        "LatestVersion": str(document.latest_version),
        "DefaultVersion": str(document.default_version),
        "DocumentFormat": version.format,
        "Tags": _tags(document),
    }
    optional = {
        "Description": version.description,
        "DisplayName": version.display_name,
        "VersionName": version.version_name,
        "TargetType": document.target_type,
        "Requires": version.requires or None,
    }
    out.update({k: v for k, v in optional.items() if v is not None})
    return out


def identifier(
    state: SsmState, ctx: RequestContext, document: Document, version: DocumentVersion
) -> dict[str, Any]:
    """The DocumentIdentifier ListDocuments answers (the default version's facts)."""
    parsed = document_content.parse(version.content, version.format, document.doc_type)
    out: dict[str, Any] = {
        "Name": shown_name(ctx, document),
        "CreatedDate": when(document.created),
        "Owner": document.account_id,
        "PlatformTypes": parsed.platforms,
        "DocumentVersion": str(version.version),
        "DocumentType": document.doc_type,
        "SchemaVersion": version.schema_version,
        "DocumentFormat": version.format,
        "Tags": _tags(document),
    }
    optional = {
        "DisplayName": version.display_name,
        "VersionName": version.version_name,
        "TargetType": document.target_type,
        "Requires": version.requires or None,
    }
    out.update({k: v for k, v in optional.items() if v is not None})
    return out


def select_for(
    state: SsmState, ctx: RequestContext, document: Document, version: str | None, version_name: str | None
) -> DocumentVersion:
    """:func:`select` for the caller: another account reads only the versions shared with it
    (SharedDocumentVersion ``$DEFAULT``, ``$LATEST`` or ``$ALL``)."""
    if document.account_id == ctx.account_id:
        return select(state, document, version, version_name)
    shared = document.shared.get(ctx.account_id) or document.shared.get("all") or "$DEFAULT"
    if shared == "$LATEST" and version is None and version_name is None:
        version = "$LATEST"
    found = select(state, document, version, version_name)
    allowed = {"$DEFAULT": document.default_version, "$LATEST": document.latest_version}.get(shared)
    if allowed is not None and found.version != allowed:
        raise invalid_version(f"Version {found.version} of {document.name} is not shared with this account.")
    return found
