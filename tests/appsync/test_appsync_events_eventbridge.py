"""EventBridge to an Events API through the SDK: an API destination whose endpoint is AWS's
``https://<apiId>.appsync-api.<region>.amazonaws.com/event`` (as a template written for AWS names it) reaches
this server's publish endpoint, the connection's API key authorizing it; the target's input is the publish
request."""

from __future__ import annotations

import json
from typing import Any

from appsync_events_helpers import new_events_api, open_realtime, receive, subscribe
from appsync_helpers import role

from labcloud.testing.server_process import LabcloudProcess


def test_an_api_destination_at_awss_appsync_host_publishes_here(
    appsync: Any, labcloud: LabcloudProcess
) -> None:
    api = new_events_api(appsync, "from-eventbridge")
    appsync.create_channel_namespace(apiId=api["apiId"], name="orders")
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    events = labcloud.boto3_client("events")
    connection = events.create_connection(
        Name="events-api-key",
        AuthorizationType="API_KEY",
        AuthParameters={"ApiKeyAuthParameters": {"ApiKeyName": "x-api-key", "ApiKeyValue": key}},
    )["ConnectionArn"]
    destination = events.create_api_destination(
        Name="events-api",
        ConnectionArn=connection,
        InvocationEndpoint=f"https://{api['apiId']}.appsync-api.us-east-1.amazonaws.com/event",
        HttpMethod="POST",
    )["ApiDestinationArn"]
    invoker = role(labcloud, "events-api-invoker", "events.amazonaws.com", ["events:InvokeApiDestination"])
    events.put_rule(Name="orders-to-events-api", EventPattern=json.dumps({"source": ["shop"]}))
    template = '{"channel": "/orders/new", "events": ["{\\"order\\": \\"<order>\\"}"]}'
    events.put_targets(
        Rule="orders-to-events-api",
        Targets=[
            {
                "Id": "events-api",
                "Arn": destination,
                "RoleArn": invoker,
                "InputTransformer": {"InputPathsMap": {"order": "$.detail.order"}, "InputTemplate": template},
            }
        ],
    )
    auth = {"x-api-key": key}
    ws = open_realtime(api, auth)
    try:
        assert subscribe(ws, "s", "/orders/*", auth)["type"] == "subscribe_success"
        entry = {"Source": "shop", "DetailType": "order", "Detail": json.dumps({"order": "o-1"})}
        assert events.put_events(Entries=[entry])["FailedEntryCount"] == 0
        assert json.loads(receive(ws, timeout=30)["event"]) == {"order": "o-1"}
    finally:
        ws.close()
