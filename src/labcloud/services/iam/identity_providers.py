"""Identity providers: OpenID Connect providers (Create/Get/List/Delete, client ids, thumbprints) and
SAML providers (Create/Get/List/Update/Delete), with their tags.

labcloud verifies no federated tokens against them (AssumeRoleWithWebIdentity/SAML are STS's), but
tools create them beside the roles that trust them (Terraform's ``aws_iam_openid_connect_provider``,
EKS/GitHub Actions set-ups), and the roles' trust policies name their ARNs. An OIDC provider's ARN is
its URL without the scheme; GetOpenIDConnectProvider answers the URL that way too, as IAM does.
Their tags are in ``tag_ops``.
"""

from __future__ import annotations

import json
import uuid
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast
from xml.etree import ElementTree

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam import tags
from labcloud.services.iam.core import already_exists, date, no_such_entity
from labcloud.services.iam.repo import providers
from labcloud.services.iam.repo.records import OidcProviderRecord, SamlProviderRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        AddClientIDToOpenIDConnectProviderRequest,
        AddClientIDToOpenIDConnectProviderResponse,
        CreateOpenIDConnectProviderRequest,
        CreateOpenIDConnectProviderResponse,
        CreateSAMLProviderRequest,
        CreateSAMLProviderResponse,
        DeleteOpenIDConnectProviderRequest,
        DeleteOpenIDConnectProviderResponse,
        DeleteSAMLProviderRequest,
        DeleteSAMLProviderResponse,
        GetOpenIDConnectProviderRequest,
        GetOpenIDConnectProviderResponse,
        GetSAMLProviderRequest,
        GetSAMLProviderResponse,
        ListOpenIDConnectProvidersRequest,
        ListOpenIDConnectProvidersResponse,
        ListSAMLProvidersRequest,
        ListSAMLProvidersResponse,
        RemoveClientIDFromOpenIDConnectProviderRequest,
        RemoveClientIDFromOpenIDConnectProviderResponse,
        UpdateOpenIDConnectProviderThumbprintRequest,
        UpdateOpenIDConnectProviderThumbprintResponse,
        UpdateSAMLProviderRequest,
        UpdateSAMLProviderResponse,
    )

MAX_THUMBPRINTS = 5
MAX_CLIENT_IDS = 100


def _invalid(message: str) -> AwsError:
    return AwsError("InvalidInput", message, status=400)


def _too_many_client_ids() -> AwsError:
    return AwsError(
        "LimitExceeded",
        f"Cannot exceed quota for ClientIdsPerOpenIdConnectProvider: {MAX_CLIENT_IDS}",
        status=409,
    )


def _with_tags(out: dict[str, Any], raw_tags: str) -> dict[str, Any]:
    listed = json.loads(raw_tags or "[]")
    if listed:
        out["Tags"] = listed
    return out


# ------------------------------------------------------------------ OpenID Connect


def require_oidc(state: IamState, account_id: str, arn: str) -> OidcProviderRecord:
    row = providers.oidc(state.store, account_id, arn)
    if row is None:
        raise no_such_entity(f"OpenIDConnect Provider not found for arn {arn}")
    return row


def _checked_thumbprints(values: list[str]) -> list[str]:
    if len(values) > MAX_THUMBPRINTS:
        raise _invalid(f"Thumbprint list must contain fewer than {MAX_THUMBPRINTS} entries.")
    return list(dict.fromkeys(values))


def create_open_id_connect_provider(
    state: IamState, request: CreateOpenIDConnectProviderRequest, ctx: RequestContext
) -> CreateOpenIDConnectProviderResponse:
    account = ctx.account_id
    url = str(request["Url"])
    if not url.startswith("https://") or len(url) <= len("https://"):
        raise _invalid("Invalid Open ID Connect Provider URL")
    client_ids = list(dict.fromkeys(request.get("ClientIDList") or []))
    if len(client_ids) > MAX_CLIENT_IDS:
        raise _too_many_client_ids()
    thumbprints = _checked_thumbprints(list(request.get("ThumbprintList") or []))
    raw_tags = tags.initial(request.get("Tags"))
    arn = f"arn:aws:iam::{account}:oidc-provider/{url[len('https://') :]}"
    if providers.oidc(state.store, account, arn) is not None:
        raise already_exists(f"Provider with url {url} already exists.")
    with state.store.transaction():
        providers.insert_oidc(
            state.store,
            OidcProviderRecord(
                account, arn, url, json.dumps(client_ids), json.dumps(thumbprints), clock.now(), raw_tags
            ),
        )
    return cast(
        "CreateOpenIDConnectProviderResponse", _with_tags({"OpenIDConnectProviderArn": arn}, raw_tags)
    )


def get_open_id_connect_provider(
    state: IamState, request: GetOpenIDConnectProviderRequest, ctx: RequestContext
) -> GetOpenIDConnectProviderResponse:
    row = require_oidc(state, ctx.account_id, request["OpenIDConnectProviderArn"])
    out: dict[str, Any] = {
        "Url": str(row.url)[len("https://") :],
        "ClientIDList": json.loads(row.client_ids),
        "ThumbprintList": json.loads(row.thumbprints),
        "CreateDate": date(row.created),
    }
    return cast("GetOpenIDConnectProviderResponse", _with_tags(out, row.tags))


def list_open_id_connect_providers(
    state: IamState, request: ListOpenIDConnectProvidersRequest, ctx: RequestContext
) -> ListOpenIDConnectProvidersResponse:
    arns = providers.oidc_arns(state.store, ctx.account_id)
    return {"OpenIDConnectProviderList": [{"Arn": arn} for arn in arns]}


def delete_open_id_connect_provider(
    state: IamState, request: DeleteOpenIDConnectProviderRequest, ctx: RequestContext
) -> DeleteOpenIDConnectProviderResponse:
    arn = request["OpenIDConnectProviderArn"]
    require_oidc(state, ctx.account_id, arn)
    with state.store.transaction():
        providers.delete_oidc(state.store, ctx.account_id, arn)
    return {}


def add_client_id_to_open_id_connect_provider(
    state: IamState, request: AddClientIDToOpenIDConnectProviderRequest, ctx: RequestContext
) -> AddClientIDToOpenIDConnectProviderResponse:
    arn, client_id = request["OpenIDConnectProviderArn"], request["ClientID"]
    row = require_oidc(state, ctx.account_id, arn)
    current: list[str] = json.loads(row.client_ids)
    if client_id in current:
        return {}
    if len(current) >= MAX_CLIENT_IDS:
        raise _too_many_client_ids()
    with state.store.transaction():
        providers.set_client_ids(state.store, ctx.account_id, arn, json.dumps([*current, client_id]))
    return {}


def remove_client_id_from_open_id_connect_provider(
    state: IamState, request: RemoveClientIDFromOpenIDConnectProviderRequest, ctx: RequestContext
) -> RemoveClientIDFromOpenIDConnectProviderResponse:
    arn, client_id = request["OpenIDConnectProviderArn"], request["ClientID"]
    row = require_oidc(state, ctx.account_id, arn)
    current: list[str] = json.loads(row.client_ids)
    with state.store.transaction():
        providers.set_client_ids(
            state.store, ctx.account_id, arn, json.dumps([c for c in current if c != client_id])
        )
    return {}


def update_open_id_connect_provider_thumbprint(
    state: IamState, request: UpdateOpenIDConnectProviderThumbprintRequest, ctx: RequestContext
) -> UpdateOpenIDConnectProviderThumbprintResponse:
    arn = request["OpenIDConnectProviderArn"]
    require_oidc(state, ctx.account_id, arn)
    thumbprints = _checked_thumbprints(list(request["ThumbprintList"]))
    with state.store.transaction():
        providers.set_thumbprints(state.store, ctx.account_id, arn, json.dumps(thumbprints))
    return {}


# ------------------------------------------------------------------ SAML


def require_saml(state: IamState, account_id: str, arn: str) -> SamlProviderRecord:
    row = providers.saml(state.store, account_id, arn)
    if row is None:
        raise no_such_entity(f"Manifest not found for arn {arn}")
    return row


def _valid_until(metadata: str) -> float | None:
    """The metadata's ``validUntil`` (None when it names none); InvalidInput when it is not SAML
    metadata (an XML document whose root is an EntityDescriptor or EntitiesDescriptor)."""
    try:
        root = ElementTree.fromstring(metadata)
    except ElementTree.ParseError:
        raise _invalid("Could not parse metadata") from None
    if root.tag.rsplit("}", 1)[-1] not in ("EntityDescriptor", "EntitiesDescriptor"):
        raise _invalid("Could not parse metadata")
    text = root.get("validUntil")
    if not text:
        return None
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
    except ValueError:
        raise _invalid("Could not parse metadata") from None


def create_saml_provider(
    state: IamState, request: CreateSAMLProviderRequest, ctx: RequestContext
) -> CreateSAMLProviderResponse:
    account = ctx.account_id
    name, metadata = str(request["Name"]), str(request["SAMLMetadataDocument"])
    valid_until = _valid_until(metadata)
    raw_tags = tags.initial(request.get("Tags"))
    arn = f"arn:aws:iam::{account}:saml-provider/{name}"
    if providers.saml(state.store, account, arn) is not None:
        raise already_exists(f"SAMLProvider {name} already exists")
    with state.store.transaction():
        providers.insert_saml(
            state.store,
            SamlProviderRecord(
                account, arn, name, str(uuid.uuid4()), metadata, valid_until, clock.now(), raw_tags
            ),
        )
    return cast("CreateSAMLProviderResponse", _with_tags({"SAMLProviderArn": arn}, raw_tags))


def get_saml_provider(
    state: IamState, request: GetSAMLProviderRequest, ctx: RequestContext
) -> GetSAMLProviderResponse:
    row = require_saml(state, ctx.account_id, request["SAMLProviderArn"])
    out: dict[str, Any] = {
        "SAMLProviderUUID": row.provider_uuid,
        "SAMLMetadataDocument": row.metadata,
        "CreateDate": date(row.created),
    }
    if row.valid_until is not None:
        out["ValidUntil"] = date(row.valid_until)
    return cast("GetSAMLProviderResponse", _with_tags(out, row.tags))


def list_saml_providers(
    state: IamState, request: ListSAMLProvidersRequest, ctx: RequestContext
) -> ListSAMLProvidersResponse:
    listed = []
    for row in providers.saml_providers(state.store, ctx.account_id):
        item: dict[str, Any] = {"Arn": row.arn}
        if row.valid_until is not None:
            item["ValidUntil"] = date(row.valid_until)
        item["CreateDate"] = date(row.created)
        listed.append(item)
    return cast("ListSAMLProvidersResponse", {"SAMLProviderList": listed})


def update_saml_provider(
    state: IamState, request: UpdateSAMLProviderRequest, ctx: RequestContext
) -> UpdateSAMLProviderResponse:
    arn = request["SAMLProviderArn"]
    require_saml(state, ctx.account_id, arn)
    metadata = request.get("SAMLMetadataDocument")
    if metadata:
        valid_until = _valid_until(str(metadata))
        with state.store.transaction():
            providers.set_metadata(state.store, ctx.account_id, arn, metadata, valid_until)
    return {"SAMLProviderArn": arn}


def delete_saml_provider(
    state: IamState, request: DeleteSAMLProviderRequest, ctx: RequestContext
) -> DeleteSAMLProviderResponse:
    arn = request["SAMLProviderArn"]
    require_saml(state, ctx.account_id, arn)
    with state.store.transaction():
        providers.delete_saml(state.store, ctx.account_id, arn)
    return {}
