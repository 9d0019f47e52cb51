"""Starting resources of the retried-fanout challenge: provision, remove, and observe them.

The challenge provides the whole front door (the HTTP API, its permission, the front function that
publishes every POST to the topic), the topic with the billing queue subscribed (raw delivery, its
policy set), the unguarded billing consumer with its role and charges table, and the empty audit
queue. The learner subscribes the audit queue, writes and deploys the consumer's guard and maps the
billing queue. ``deprovision`` removes all of it by the challenge's names.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources
from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.retried_fanout.names import (
    API,
    AUDIT,
    BILLING,
    CONSUMER,
    CONSUMER_POLICY,
    CONSUMER_ROLE,
    FRONT,
    FRONT_POLICY,
    FRONT_ROLE,
    FUNCTION_TIMEOUT,
    KEY,
    ROUTE_KEY,
    STATEMENT,
    TABLE,
    TOPIC,
)

Clients = Callable[[str], Any]


def front_policy(region: str, account: str) -> dict[str, Any]:
    """Publish to the orders topic only, write logs."""
    return kit.execution_policy(
        kit.allow("PublishOrders", ["sns:Publish"], f"arn:aws:sns:{region}:{account}:{TOPIC}")
    )


def consumer_policy(region: str, account: str) -> dict[str, Any]:
    """Consume the billing queue only, put and get the charges table only, write logs."""
    return kit.execution_policy(
        kit.allow("ConsumeBilling", kit.CONSUME_QUEUE, f"arn:aws:sqs:{region}:{account}:{BILLING}"),
        kit.allow(
            "Charge",
            ["dynamodb:PutItem", "dynamodb:GetItem"],
            f"arn:aws:dynamodb:{region}:{account}:table/{TABLE}",
        ),
    )


def _zip(source: str) -> bytes:
    return kit.zip_source({"app.py": resources.files(__package__).joinpath(source).read_bytes()})


def provision(clients: Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    topic_arn = str(clients("sns").create_topic(Name=TOPIC)["TopicArn"])
    billing_arn = f"arn:aws:sqs:{region}:{account}:{BILLING}"
    kit.create_queue(clients, BILLING, {"Policy": kit.topic_queue_policy(billing_arn, topic_arn)})
    kit.create_queue(clients, AUDIT, {})
    clients("sns").subscribe(
        TopicArn=topic_arn,
        Protocol="sqs",
        Endpoint=billing_arn,
        Attributes={"RawMessageDelivery": "true"},
    )
    kit.create_table(clients, TABLE, KEY)
    consumer_role = kit.create_role(
        clients,
        CONSUMER_ROLE,
        CONSUMER_POLICY,
        consumer_policy(region, account),
        "Execution role of the retried-fanout challenge's billing consumer",
    )
    consumer = kit.create_function(
        clients,
        CONSUMER,
        consumer_role,
        _zip("charger.py"),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TABLE_NAME": TABLE}},
        Description="retried-fanout challenge billing consumer (charges every copy)",
    )
    front_role = kit.create_role(
        clients,
        FRONT_ROLE,
        FRONT_POLICY,
        front_policy(region, account),
        "Execution role of the retried-fanout challenge's front function",
    )
    front = kit.create_function(
        clients,
        FRONT,
        front_role,
        _zip("front.py"),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TOPIC_ARN": topic_arn}},
        Description="retried-fanout challenge front function (publishes every POST)",
    )
    api = clients("apigatewayv2").create_api(
        Name=API, ProtocolType="HTTP", Target=front["FunctionArn"], RouteKey=ROUTE_KEY
    )
    clients("lambda").add_permission(
        FunctionName=FRONT,
        StatementId=STATEMENT,
        Action="lambda:InvokeFunction",
        Principal="apigateway.amazonaws.com",
        SourceArn=f"arn:aws:execute-api:{region}:{account}:{api['ApiId']}/*/POST/orders",
    )
    return {
        "code_sha256": consumer["CodeSha256"],
        "account": account,
        "region": region,
        "topic_arn": topic_arn,
        "api_endpoint": api.get("ApiEndpoint", ""),
    }


def deprovision(clients: Clients) -> None:
    kit.delete_http_apis(clients, API)
    kit.delete_function(clients, FRONT)
    kit.delete_function(clients, CONSUMER)
    kit.delete_topic(clients, TOPIC)
    kit.delete_queues(clients, (BILLING, AUDIT))
    kit.delete_tables(clients, (TABLE,))
    kit.delete_role(clients, CONSUMER_ROLE, CONSUMER_POLICY)
    kit.delete_role(clients, FRONT_ROLE, FRONT_POLICY)


async def _topic(call: Caller, errors: dict[str, str]) -> dict[str, Any] | None:
    """The topic's SQS subscriptions with their attributes, or None when the topic is gone."""
    listed = await kit.attempt(call, errors, "topics", "sns", "ListTopics", {})
    arns = [t["TopicArn"] for t in (listed or {}).get("Topics", []) if t["TopicArn"].endswith(":" + TOPIC)]
    if not arns:
        return None
    subscriptions = await kit.attempt(
        call, errors, "subscriptions", "sns", "ListSubscriptionsByTopic", {"TopicArn": arns[0]}, ("NotFound",)
    )
    found = []
    for subscription in (subscriptions or {}).get("Subscriptions", []):
        if subscription.get("Protocol") != "sqs":
            continue
        attributes = await kit.attempt(
            call,
            errors,
            "subscription",
            "sns",
            "GetSubscriptionAttributes",
            {"SubscriptionArn": subscription["SubscriptionArn"]},
            ("NotFound",),
        )
        if attributes is not None:
            found.append(
                {
                    "arn": subscription["SubscriptionArn"],
                    "queue": str(subscription.get("Endpoint", "")).rsplit(":", 1)[-1],
                    "attributes": attributes.get("Attributes", {}),
                }
            )
    return {"arn": arns[0], "subscriptions": found}


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {
        "errors": errors,
        "topic": await _topic(call, errors),
        "queues": {name: await kit.queue_state(call, errors, name) for name in (BILLING, AUDIT)},
        "mappings": await kit.mappings_of(call, errors, CONSUMER),
        "code": await kit.deployed_code(call, errors, CONSUMER),
        "items": await kit.table_items(call, errors, TABLE),
    }
