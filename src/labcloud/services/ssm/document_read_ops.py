"""GetDocument, DescribeDocument, ListDocuments and ListDocumentVersions (the caller's documents and those
shared with it), with format conversion and paging."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import document_content, documents, paging
from labcloud.services.ssm.errors import invalid_filter_key, validation
from labcloud.services.ssm.render import when
from labcloud.services.ssm.repo.documents import Document
from labcloud.services.ssm.state import SsmState

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        DescribeDocumentRequest,
        DescribeDocumentResponse,
        GetDocumentRequest,
        GetDocumentResponse,
        ListDocumentsRequest,
        ListDocumentsResponse,
        ListDocumentVersionsRequest,
        ListDocumentVersionsResponse,
    )

PAGE = 50
OWNERS = ("Self", "Amazon", "Private", "Public", "ThirdParty", "All")


def get_document(state: SsmState, request: GetDocumentRequest, ctx: RequestContext) -> GetDocumentResponse:
    document = documents.readable(state, ctx, request["Name"])
    version = documents.select_for(
        state, ctx, document, request.get("DocumentVersion"), request.get("VersionName")
    )
    wanted = request.get("DocumentFormat", version.format)
    if wanted == "TEXT" and version.format != "TEXT":
        raise validation("A JSON or YAML document can't be returned as TEXT.")
    out: dict[str, Any] = {
        "Name": document.name,
        "CreatedDate": when(version.created),
        "DocumentVersion": str(version.version),
        "Status": "Active",
        "Content": document_content.converted(version.content, version.format, wanted),
        "DocumentType": document.doc_type,
        "DocumentFormat": wanted,
    }
    if version.display_name is not None:
        out["DisplayName"] = version.display_name
    if version.version_name is not None:
        out["VersionName"] = version.version_name
    if version.requires:
        out["Requires"] = version.requires
    return out  # type: ignore[return-value]


def describe_document(
    state: SsmState, request: DescribeDocumentRequest, ctx: RequestContext
) -> DescribeDocumentResponse:
    document = documents.readable(state, ctx, request["Name"])
    version = documents.select_for(
        state, ctx, document, request.get("DocumentVersion"), request.get("VersionName")
    )
    return {"Document": documents.description(state, ctx, document, version)}  # type: ignore[typeddict-item]


def _owned_by(state: SsmState, ctx: RequestContext, owner: str) -> list[Document]:
    mine = state.documents.listing(ctx.account_id, ctx.region)
    shared = state.documents.shared_with(ctx.account_id, ctx.region)
    if owner == "Self":
        return mine
    if owner == "Private":
        return [d for d in shared if ctx.account_id in d.shared]
    if owner == "Public":
        return [d for d in shared if "all" in d.shared]
    if owner == "All":
        return mine + shared
    return []  # Amazon, ThirdParty: labcloud holds no such documents


Test = Callable[[Document, dict[str, Any]], bool]


def _test(key: str, values: list[str]) -> Test:
    if key == "Name":
        return lambda d, i: any(d.name.startswith(v) for v in values)
    if key == "DocumentType":
        return lambda d, i: d.doc_type in values
    if key == "PlatformTypes":
        return lambda d, i: any(v in i["PlatformTypes"] for v in values)
    if key == "SchemaVersion":
        return lambda d, i: i["SchemaVersion"] in values
    if key == "TargetType":
        return lambda d, i: d.target_type in values
    if key == "TagKeys":
        return lambda d, i: any(v in d.tags for v in values)
    if key.startswith("tag:"):
        tag = key[4:]
        return lambda d, i: tag in d.tags and (not values or d.tags[tag] in values)
    raise invalid_filter_key(f"The filter key {key} is not valid.")


def _filters(request: ListDocumentsRequest) -> tuple[str | None, list[Test]]:
    legacy = request.get("DocumentFilterList")
    given = request.get("Filters")
    if legacy and given:
        raise validation("Use Filters or DocumentFilterList, not both.")
    pairs: list[tuple[str, list[str]]] = []
    for f in legacy or []:
        pairs.append((f["key"], [f["value"]]))
    for kv in given or []:
        pairs.append((kv.get("Key", ""), list(kv.get("Values") or [])))
    owner: str | None = None
    tests: list[Test] = []
    for key, values in pairs:
        if key == "Owner":
            if len(values) != 1 or values[0] not in OWNERS:
                raise AwsError("InvalidFilterValue", "Owner takes one of " + ", ".join(OWNERS) + ".")
            owner = values[0]
        else:
            tests.append(_test(key, values))
    return owner, tests


def list_documents(
    state: SsmState, request: ListDocumentsRequest, ctx: RequestContext
) -> ListDocumentsResponse:
    owner, tests = _filters(request)
    after = paging.position(request.get("NextToken"))
    limit = request.get("MaxResults", PAGE)
    if owner is None:
        found = state.documents.listing(ctx.account_id, ctx.region) + state.documents.shared_with(
            ctx.account_id, ctx.region
        )
    else:
        found = _owned_by(state, ctx, owner)
    entries: list[tuple[str, dict[str, Any]]] = []
    for document in found:
        version = state.documents.version(
            document.account_id, document.region, document.name, document.default_version
        )
        if version is None:
            continue
        ident = documents.identifier(state, ctx, document, version)
        if all(test(document, ident) for test in tests):
            entries.append((ident["Name"], ident))
    entries.sort(key=lambda e: e[0])
    if after is not None:
        entries = [e for e in entries if e[0] > after]
    page = entries[:limit]
    out: dict[str, Any] = {"DocumentIdentifiers": [e[1] for e in page]}
    if len(entries) > limit:
        out["NextToken"] = paging.token(page[-1][0])
    return out  # type: ignore[return-value]


def list_document_versions(
    state: SsmState, request: ListDocumentVersionsRequest, ctx: RequestContext
) -> ListDocumentVersionsResponse:
    document = documents.readable(state, ctx, request["Name"])
    after = paging.position(request.get("NextToken"))
    if after is not None and not after.isdigit():
        raise AwsError("InvalidNextToken", "The nextToken is not valid.")
    limit = request.get("MaxResults", PAGE)
    kept = [
        v
        for v in state.documents.versions(document.account_id, document.region, document.name)
        if after is None or v.version > int(after)
    ]
    page = kept[:limit]
    rows: list[dict[str, Any]] = []
    for v in page:
        row: dict[str, Any] = {
            "Name": document.name,
            "DocumentVersion": str(v.version),
            "CreatedDate": when(v.created),
            "IsDefaultVersion": v.version == document.default_version,
            "DocumentFormat": v.format,
            "Status": "Active",
        }
        if v.display_name is not None:
            row["DisplayName"] = v.display_name
        if v.version_name is not None:
            row["VersionName"] = v.version_name
        rows.append(row)
    out: dict[str, Any] = {"DocumentVersions": rows}
    if len(kept) > limit:
        out["NextToken"] = paging.token(str(page[-1].version))
    return out  # type: ignore[return-value]
