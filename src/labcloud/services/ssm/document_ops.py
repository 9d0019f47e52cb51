"""CreateDocument, UpdateDocument, UpdateDocumentDefaultVersion and DeleteDocument: versions, hashes,
duplicate content and version names, events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import document_content, documents
from labcloud.services.ssm.document_content import Parsed
from labcloud.services.ssm.repo.documents import Document, DocumentVersion
from labcloud.services.ssm.state import SsmState
from labcloud.services.ssm.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        CreateDocumentRequest,
        CreateDocumentResponse,
        DeleteDocumentRequest,
        DeleteDocumentResponse,
        DocumentDefaultVersionDescription,
        UpdateDocumentDefaultVersionRequest,
        UpdateDocumentDefaultVersionResponse,
        UpdateDocumentRequest,
        UpdateDocumentResponse,
    )

#: AWS's quotas: versions per document, documents per account and region.
MAX_VERSIONS = 1000
MAX_DOCUMENTS = 500


def _unsupported(request: CreateDocumentRequest | UpdateDocumentRequest) -> None:
    if request.get("Attachments"):
        raise AwsError(
            "ValidationException", "Attachments are not supported by labcloud (Package documents' files)."
        )
    if request.get("CloudProviders") not in (None, ["AWS"]):
        raise AwsError("ValidationException", "labcloud serves CloudProviders AWS only.")


def _version(
    name: str,
    number: int,
    parsed: Parsed,
    request: CreateDocumentRequest | UpdateDocumentRequest,
    requires: list[dict[str, str]],
    display_name: str | None = None,
) -> DocumentVersion:
    content, fmt = request["Content"], request.get("DocumentFormat", "JSON")
    return DocumentVersion(
        name,
        number,
        content,
        fmt,
        document_content.content_hash(content),
        request.get("VersionName"),
        request.get("DisplayName", display_name),
        parsed.schema_version,
        parsed.description,
        parsed.parameters,
        clock.now(),
        requires,
    )


def _publish(state: SsmState, ctx: RequestContext, kind: str, name: str, version: int | None) -> None:
    data: dict[str, object] = {"name": name}
    if version is not None:
        data["version"] = version
    state.bus.publish(
        kind,
        service="ssm",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=documents.arn(ctx.region, ctx.account_id, name),
        data=data,
    )


def create_document(
    state: SsmState, request: CreateDocumentRequest, ctx: RequestContext
) -> CreateDocumentResponse:
    name = request["Name"]
    documents.check_new_name(name)
    _unsupported(request)
    doc_type = document_content.check_type(request.get("DocumentType", "Command"))
    fmt = request.get("DocumentFormat", "JSON")
    parsed = document_content.parse(request["Content"], fmt, doc_type)
    tags = checked_tags(request.get("Tags") or [])
    with state.store.transaction():
        if state.documents.find(ctx.account_id, ctx.region, name) is not None:
            raise AwsError("DocumentAlreadyExists", f"Document with same name {name} already exists")
        if len(state.documents.listing(ctx.account_id, ctx.region)) >= MAX_DOCUMENTS:
            raise AwsError("DocumentLimitExceeded", f"You can create at most {MAX_DOCUMENTS} documents.")
        document = Document(
            ctx.account_id, ctx.region, name, doc_type, request.get("TargetType"), 1, 1, clock.now(), tags, {}
        )
        requires = [{k: str(v) for k, v in r.items()} for r in request.get("Requires") or []]
        version = _version(name, 1, parsed, request, requires)
        state.documents.create(document)
        state.documents.add_version(ctx.account_id, ctx.region, version)
        _publish(state, ctx, "ssm.document.created", name, 1)
    return {"DocumentDescription": documents.description(state, ctx, document, version)}  # type: ignore[typeddict-item]


def update_document(
    state: SsmState, request: UpdateDocumentRequest, ctx: RequestContext
) -> UpdateDocumentResponse:
    _unsupported(request)
    fmt = request.get("DocumentFormat", "JSON")
    with state.store.transaction():
        document = documents.own(state, ctx, request["Name"])
        asked = request.get("DocumentVersion")
        if asked is not None and asked not in ("$LATEST", str(document.latest_version)):
            raise documents.invalid_version(
                "Only the latest version of a document can be updated: "
                f"{document.latest_version} (or $LATEST), not {asked}."
            )
        parsed = document_content.parse(request["Content"], fmt, document.doc_type)
        kept = state.documents.versions(ctx.account_id, ctx.region, document.name)
        digest = document_content.content_hash(request["Content"])
        if any(v.hash == digest for v in kept):
            raise AwsError(
                "DuplicateDocumentContent",
                "The content of the document matches a version it already has. Change the content and try again.",
            )
        version_name = request.get("VersionName")
        if version_name is not None and any(v.version_name == version_name for v in kept):
            raise AwsError(
                "DuplicateDocumentVersionName",
                f"The version name {version_name} is already used by a version of {document.name}.",
            )
        if len(kept) >= MAX_VERSIONS:
            raise AwsError(
                "DocumentVersionLimitExceeded",
                f"A document can have at most {MAX_VERSIONS} versions. Delete versions and try again.",
            )
        number = document.latest_version + 1
        previous = kept[-1] if kept else None
        version = _version(
            document.name,
            number,
            parsed,
            request,
            previous.requires if previous else [],
            previous.display_name if previous else None,
        )
        state.documents.add_version(ctx.account_id, ctx.region, version)
        target = request.get("TargetType", document.target_type)
        state.documents.set_versions(
            ctx.account_id,
            ctx.region,
            document.name,
            default=document.default_version,
            latest=number,
            target_type=target,
        )
        _publish(state, ctx, "ssm.document.updated", document.name, number)
        document = documents.own(state, ctx, document.name)
    return {"DocumentDescription": documents.description(state, ctx, document, version)}  # type: ignore[typeddict-item]


def update_document_default_version(
    state: SsmState, request: UpdateDocumentDefaultVersionRequest, ctx: RequestContext
) -> UpdateDocumentDefaultVersionResponse:
    with state.store.transaction():
        document = documents.own(state, ctx, request["Name"])
        version = documents.select(state, document, request["DocumentVersion"], None)
        state.documents.set_versions(
            ctx.account_id,
            ctx.region,
            document.name,
            default=version.version,
            latest=document.latest_version,
            target_type=document.target_type,
        )
        _publish(state, ctx, "ssm.document.updated", document.name, version.version)
    out: DocumentDefaultVersionDescription = {"Name": document.name, "DefaultVersion": str(version.version)}
    if version.version_name is not None:
        out["DefaultVersionName"] = version.version_name
    return {"Description": out}


def delete_document(
    state: SsmState, request: DeleteDocumentRequest, ctx: RequestContext
) -> DeleteDocumentResponse:
    with state.store.transaction():
        document = documents.own(state, ctx, request["Name"])
        if document.shared:
            raise AwsError(
                "InvalidDocumentOperation",
                f"Document {document.name} is shared; stop sharing it (ModifyDocumentPermission) before deleting it.",
            )
        one = request.get("DocumentVersion"), request.get("VersionName")
        if one == (None, None):
            state.documents.delete(ctx.account_id, ctx.region, document.name)
            _publish(state, ctx, "ssm.document.deleted", document.name, None)
            return {}
        version = documents.select(state, document, *one)
        if version.version == document.default_version:
            raise AwsError(
                "InvalidDocumentOperation",
                f"Version {version.version} is the default version of {document.name}; it can't be deleted.",
            )
        state.documents.drop_version(ctx.account_id, ctx.region, document.name, version.version)
        remaining = state.documents.versions(ctx.account_id, ctx.region, document.name)
        state.documents.set_versions(
            ctx.account_id,
            ctx.region,
            document.name,
            default=document.default_version,
            latest=max(v.version for v in remaining),
            target_type=document.target_type,
        )
        _publish(state, ctx, "ssm.document.deleted", document.name, version.version)
    return {}
