"""CreateDataSource, GetDataSource, ListDataSources, UpdateDataSource, DeleteDataSource. The types the data
plane serves are AWS_LAMBDA, AMAZON_DYNAMODB, NONE, HTTP and AMAZON_EVENTBRIDGE; OpenSearch, Elasticsearch,
RDS and Bedrock are refused by name. Events APIs have data sources too (their namespaces' DIRECT Lambda
handlers name one)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appsync.errors import bad_request, not_found, unsupported
from labcloud.services.appsync.events import publish
from labcloud.services.appsync.names import check_name
from labcloud.services.appsync.names import find_any as find
from labcloud.services.appsync.repo.records import DATA_SOURCE, Api
from labcloud.services.appsync.state import AppsyncState

if TYPE_CHECKING:
    from labcloud.services.appsync.api import (
        CreateDataSourceRequest,
        CreateDataSourceResponse,
        DeleteDataSourceRequest,
        DeleteDataSourceResponse,
        GetDataSourceRequest,
        GetDataSourceResponse,
        ListDataSourcesRequest,
        ListDataSourcesResponse,
        UpdateDataSourceRequest,
        UpdateDataSourceResponse,
    )

#: type → the config member it needs (None: no config)
TYPES: dict[str, str | None] = {
    "AWS_LAMBDA": "lambdaConfig",
    "AMAZON_DYNAMODB": "dynamodbConfig",
    "NONE": None,
    "HTTP": "httpConfig",
    "AMAZON_EVENTBRIDGE": "eventBridgeConfig",
}
_REFUSED = {
    "AMAZON_ELASTICSEARCH": "Elasticsearch data sources",
    "AMAZON_OPENSEARCH_SERVICE": "OpenSearch data sources",
    "RELATIONAL_DATABASE": "RDS (RELATIONAL_DATABASE) data sources",
    "AMAZON_BEDROCK_RUNTIME": "Bedrock data sources",
}
_CONFIGS = (
    "lambdaConfig",
    "dynamodbConfig",
    "httpConfig",
    "eventBridgeConfig",
    "elasticsearchConfig",
    "openSearchServiceConfig",
    "relationalDatabaseConfig",
)
MAX_DATA_SOURCES = 10000


def _body(request: dict[str, Any], arn: str) -> dict[str, Any]:
    kind = request["type"]
    if kind in _REFUSED:
        raise unsupported(_REFUSED[kind])
    if kind not in TYPES:
        raise bad_request(f"Invalid data source type {kind!r}.")
    config = TYPES[kind]
    if config is not None and not request.get(config):
        raise bad_request(f"{config} is required for a data source of type {kind}.")
    for other in _CONFIGS:
        if other != config and request.get(other):
            raise bad_request(f"{other} is not valid for a data source of type {kind}.")
    dynamodb = request.get("dynamodbConfig") or {}
    if dynamodb.get("useCallerCredentials"):
        raise unsupported("useCallerCredentials on DynamoDB data sources")
    if dynamodb.get("versioned") or dynamodb.get("deltaSyncConfig"):
        raise unsupported("versioned (conflict detection) DynamoDB data sources")
    if kind in ("AMAZON_DYNAMODB", "AMAZON_EVENTBRIDGE") and not request.get("serviceRoleArn"):
        raise bad_request(f"serviceRoleArn is required for a data source of type {kind}.")
    http = request.get("httpConfig") or {}
    signing = http.get("authorizationConfig")
    if signing:
        iam = signing.get("awsIamConfig") or {}
        if signing.get("authorizationType") != "AWS_IAM" or not iam.get("signingServiceName"):
            raise bad_request("authorizationConfig needs authorizationType AWS_IAM and awsIamConfig.")
        if not request.get("serviceRoleArn"):
            raise bad_request("serviceRoleArn is required to sign the requests of an HTTP data source.")
    body: dict[str, Any] = {"dataSourceArn": arn, "name": request["name"], "type": kind}
    for key in ("description", "serviceRoleArn", "metricsConfig", *((config,) if config else ())):
        if key in request:
            body[key] = request[key]
    return body


def _arn(api_arn: str, name: str) -> str:
    return f"{api_arn}/datasources/{name}"


def _existing(state: AppsyncState, api: Api, name: str) -> dict[str, Any]:
    """The API's data source ``name`` (NotFoundException: none)."""
    body = state.records.item(api.api_id, DATA_SOURCE, name)
    if body is None:
        raise not_found(f"Data source {name} not found.")
    return body


def _put(state: AppsyncState, api: Api, request: dict[str, Any], event: str) -> dict[str, Any]:
    """Check and store the data source of a Create/UpdateDataSource request, publishing ``event``."""
    body = _body(request, _arn(api.arn, request["name"]))
    with state.store.transaction():
        state.records.put_item(api.api_id, DATA_SOURCE, request["name"], body, clock.now())
        publish(state, event, api, data_source=request["name"], type=body["type"])
    return body


def create_data_source(
    state: AppsyncState, request: CreateDataSourceRequest, ctx: RequestContext
) -> CreateDataSourceResponse:
    api = find(state, ctx, request["apiId"])
    check_name(request["name"], "Data source")
    if state.records.item(api.api_id, DATA_SOURCE, request["name"]) is not None:
        raise bad_request(f"Data source with name {request['name']} already exists.")
    if state.records.count_items(api.api_id, DATA_SOURCE) >= MAX_DATA_SOURCES:
        raise bad_request("The API has reached its limit of data sources.")
    body = _put(state, api, dict(request), "appsync.datasource.created")
    return {"dataSource": body}  # type: ignore[typeddict-item]


def get_data_source(
    state: AppsyncState, request: GetDataSourceRequest, ctx: RequestContext
) -> GetDataSourceResponse:
    api = find(state, ctx, request["apiId"])
    return {"dataSource": _existing(state, api, request["name"])}  # type: ignore[typeddict-item]


def list_data_sources(
    state: AppsyncState, request: ListDataSourcesRequest, ctx: RequestContext
) -> ListDataSourcesResponse:
    api = find(state, ctx, request["apiId"])
    return {"dataSources": state.records.items(api.api_id, DATA_SOURCE)}  # type: ignore[typeddict-item]


def update_data_source(
    state: AppsyncState, request: UpdateDataSourceRequest, ctx: RequestContext
) -> UpdateDataSourceResponse:
    api = find(state, ctx, request["apiId"])
    _existing(state, api, request["name"])
    body = _put(state, api, dict(request), "appsync.datasource.updated")
    return {"dataSource": body}  # type: ignore[typeddict-item]


def delete_data_source(
    state: AppsyncState, request: DeleteDataSourceRequest, ctx: RequestContext
) -> DeleteDataSourceResponse:
    api = find(state, ctx, request["apiId"])
    name = request["name"]
    _existing(state, api, name)
    with state.store.transaction():
        state.records.remove_item(api.api_id, DATA_SOURCE, name)
        publish(state, "appsync.datasource.deleted", api, data_source=name)
    return {}
