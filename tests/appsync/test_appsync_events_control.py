"""AppSync Events APIs' control plane through boto3: CreateApi/GetApi/ListApis/UpdateApi/DeleteApi with
their eventConfig checks, channel namespaces (auth modes, code handlers parsed, DIRECT Lambda handler
configs), API keys and tags of an Events API, and AWS's error codes."""

from __future__ import annotations

from typing import Any

import pytest
from appsync_events_helpers import API_KEY_ONLY, new_events_api
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def _code(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as raised:
        call(**kwargs)
    return str(raised.value.response["Error"]["Code"])


def test_an_events_api_is_created_read_listed_updated_and_deleted(
    appsync: Any, labcloud: LabcloudProcess
) -> None:
    api = new_events_api(appsync, "chat", API_KEY_ONLY)
    api_id = api["apiId"]
    port = labcloud.endpoint.rsplit(":", 1)[-1]
    assert api["dns"] == {
        "HTTP": f"{api_id}.appsync-api.us-east-1.localhost:{port}",
        "REALTIME": f"{api_id}.appsync-realtime-api.us-east-1.localhost:{port}",
    }
    assert api["apiArn"] == f"arn:aws:appsync:us-east-1:000000000000:apis/{api_id}"
    assert api["eventConfig"]["authProviders"] == [{"authType": "API_KEY"}]
    assert appsync.get_api(apiId=api_id)["api"]["name"] == "chat"
    assert api_id in [a["apiId"] for a in appsync.list_apis()["apis"]]
    # an Events API is not a GraphQL API, and the other way round
    assert api_id not in [a["apiId"] for a in appsync.list_graphql_apis()["graphqlApis"]]
    assert _code(appsync.get_graphql_api, apiId=api_id) == "NotFoundException"
    graphql = appsync.create_graphql_api(name="g", authenticationType="API_KEY")["graphqlApi"]
    assert _code(appsync.get_api, apiId=graphql["apiId"]) == "NotFoundException"
    both = {
        **API_KEY_ONLY,
        "authProviders": [{"authType": "API_KEY"}, {"authType": "AWS_IAM"}],
        "defaultPublishAuthModes": [{"authType": "AWS_IAM"}],
    }
    updated = appsync.update_api(apiId=api_id, name="chat2", eventConfig=both, ownerContact="me")["api"]
    assert (updated["name"], updated["ownerContact"]) == ("chat2", "me")
    assert appsync.get_api(apiId=api_id)["api"]["eventConfig"]["defaultPublishAuthModes"] == [
        {"authType": "AWS_IAM"}
    ]
    appsync.tag_resource(resourceArn=api["apiArn"], tags={"team": "a"})
    assert appsync.list_tags_for_resource(resourceArn=api["apiArn"])["tags"] == {"team": "a"}
    key = appsync.create_api_key(apiId=api_id, description="k")["apiKey"]
    assert [k["id"] for k in appsync.list_api_keys(apiId=api_id)["apiKeys"]] == [key["id"]]
    appsync.delete_api(apiId=api_id)
    assert _code(appsync.get_api, apiId=api_id) == "NotFoundException"
    assert _code(appsync.delete_api, apiId=api_id) == "NotFoundException"
    assert _code(appsync.list_api_keys, apiId=api_id) == "NotFoundException"


@pytest.mark.parametrize(
    ("config", "why"),
    [
        ({**API_KEY_ONLY, "authProviders": []}, "no provider"),
        ({**API_KEY_ONLY, "defaultPublishAuthModes": [{"authType": "AWS_IAM"}]}, "mode not a provider"),
        ({**API_KEY_ONLY, "connectionAuthModes": []}, "no connection mode"),
        ({**API_KEY_ONLY, "authProviders": [{"authType": "API_KEY"}, {"authType": "API_KEY"}]}, "twice"),
        (
            {
                **API_KEY_ONLY,
                "authProviders": [{"authType": "API_KEY"}, {"authType": "AMAZON_COGNITO_USER_POOLS"}],
            },
            "cognito without its config",
        ),
    ],
)
def test_an_event_config_aws_refuses_is_a_bad_request(appsync: Any, config: dict[str, Any], why: str) -> None:
    assert _code(appsync.create_api, name="x", eventConfig=config) == "BadRequestException", why


def test_an_api_name_outside_the_models_pattern_is_refused_before_the_service(appsync: Any) -> None:
    # labcloud's protocol layer checks botocore's pattern for AppSync as for other services it has no style for
    assert _code(appsync.create_api, name="no/slash", eventConfig=API_KEY_ONLY) == "ValidationException"


def test_channel_namespaces_are_kept_checked_and_removed(appsync: Any) -> None:
    config = {**API_KEY_ONLY, "authProviders": [{"authType": "API_KEY"}, {"authType": "AWS_IAM"}]}
    api_id = new_events_api(appsync, "ns", config)["apiId"]
    code = "export function onPublish(ctx) { return ctx.events }"
    made = appsync.create_channel_namespace(
        apiId=api_id,
        name="default",
        publishAuthModes=[{"authType": "AWS_IAM"}],
        codeHandlers=code,
        tags={"a": "b"},
    )["channelNamespace"]
    assert made["channelNamespaceArn"].endswith(f"apis/{api_id}/channelNamespace/default")
    assert made["publishAuthModes"] == [{"authType": "AWS_IAM"}] and made["codeHandlers"] == code
    got = appsync.get_channel_namespace(apiId=api_id, name="default")["channelNamespace"]
    assert got["name"] == "default" and got["tags"] == {"a": "b"}
    appsync.create_channel_namespace(apiId=api_id, name="other")
    names = [n["name"] for n in appsync.list_channel_namespaces(apiId=api_id)["channelNamespaces"]]
    assert names == ["default", "other"]
    page = appsync.list_channel_namespaces(apiId=api_id, maxResults=1)
    assert [n["name"] for n in page["channelNamespaces"]] == ["default"] and page["nextToken"]
    updated = appsync.update_channel_namespace(
        apiId=api_id, name="default", subscribeAuthModes=[{"authType": "API_KEY"}]
    )["channelNamespace"]
    assert "codeHandlers" not in updated and updated["subscribeAuthModes"] == [{"authType": "API_KEY"}]
    appsync.delete_channel_namespace(apiId=api_id, name="other")
    assert _code(appsync.get_channel_namespace, apiId=api_id, name="other") == "NotFoundException"
    assert _code(appsync.delete_channel_namespace, apiId=api_id, name="other") == "NotFoundException"
    assert _code(appsync.create_channel_namespace, apiId=api_id, name="default") == "ConflictException"
    assert _code(appsync.create_channel_namespace, apiId="nope", name="a") == "NotFoundException"
    assert _code(appsync.create_channel_namespace, apiId=api_id, name="-bad") == "ValidationException"
    cognito_mode = [{"authType": "AMAZON_COGNITO_USER_POOLS"}]
    assert (
        _code(appsync.create_channel_namespace, apiId=api_id, name="c", publishAuthModes=cognito_mode)
        == "BadRequestException"
    )
    refused = _code(
        appsync.create_channel_namespace, apiId=api_id, name="c", codeHandlers="export function ("
    )
    assert refused == "BadRequestException"
    direct = {"onPublish": {"behavior": "DIRECT", "integration": {"dataSourceName": "missing"}}}
    assert (
        _code(appsync.create_channel_namespace, apiId=api_id, name="d", handlerConfigs=direct)
        == "NotFoundException"
    )
    with_code = {"onPublish": {"behavior": "CODE", "integration": {"dataSourceName": "missing"}}}
    assert (
        _code(appsync.create_channel_namespace, apiId=api_id, name="d", handlerConfigs=with_code)
        == "BadRequestException"
    )
    appsync.create_data_source(apiId=api_id, name="none", type="NONE")
    not_lambda = {"onPublish": {"behavior": "DIRECT", "integration": {"dataSourceName": "none"}}}
    assert (
        _code(appsync.create_channel_namespace, apiId=api_id, name="d", handlerConfigs=not_lambda)
        == "BadRequestException"
    )
    # GraphQL operations do not reach an Events API
    assert _code(appsync.list_resolvers, apiId=api_id, typeName="Query") == "NotFoundException"
