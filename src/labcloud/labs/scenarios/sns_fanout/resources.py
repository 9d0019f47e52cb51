"""Starting resources of the sns-fanout lab: provision, remove, and observe them.

The lab provides the billing worker (its guarded code deployed), its role and the billing table;
the learner creates the topic, both queues, the subscriptions, the queue policies and the mapping.
``deprovision`` removes those too, by their lab names.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from importlib import resources
from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.sns_fanout.names import (
    BILLING,
    EXPRESS,
    FUNCTION,
    FUNCTION_TIMEOUT,
    ROLE,
    ROLE_POLICY,
    TABLE,
    TOPIC,
)

Clients = Callable[[str], Any]


def role_policy(region: str, account: str) -> dict[str, Any]:
    """Consume the billing queue only, put and get the billing table only, write logs."""
    return kit.execution_policy(
        kit.allow("ConsumeBilling", kit.CONSUME_QUEUE, f"arn:aws:sqs:{region}:{account}:{BILLING}"),
        kit.allow(
            "WriteBilled",
            ["dynamodb:PutItem", "dynamodb:GetItem"],
            f"arn:aws:dynamodb:{region}:{account}:table/{TABLE}",
        ),
    )


def worker_zip() -> bytes:
    return kit.zip_source({"app.py": resources.files(__package__).joinpath("worker.py").read_bytes()})


def provision(clients: Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    role_arn = kit.create_role(
        clients,
        ROLE,
        ROLE_POLICY,
        role_policy(region, account),
        "Execution role of the sns-fanout lab's worker",
    )
    kit.create_table(clients, TABLE)
    created = kit.create_function(
        clients,
        FUNCTION,
        role_arn,
        worker_zip(),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TABLE_NAME": TABLE}},
        Description="sns-fanout lab billing worker (guarded write)",
    )
    return {
        "code_sha256": created["CodeSha256"],
        "account": account,
        "region": region,
        "topic_arn": f"arn:aws:sns:{region}:{account}:{TOPIC}",
    }


def deprovision(clients: Clients) -> None:
    kit.delete_function(clients, FUNCTION)
    sns = clients("sns")
    account, region = kit.account_and_region(clients)
    topic_arn = f"arn:aws:sns:{region}:{account}:{TOPIC}"
    subscriptions = kit.ignore(
        functools.partial(sns.list_subscriptions_by_topic, TopicArn=topic_arn), "NotFound"
    )
    for subscription in (subscriptions or {}).get("Subscriptions", []):
        arn = subscription.get("SubscriptionArn", "")
        if arn.startswith("arn:"):
            kit.ignore(functools.partial(sns.unsubscribe, SubscriptionArn=arn), "NotFound")
    kit.ignore(functools.partial(sns.delete_topic, TopicArn=topic_arn), "NotFound")
    kit.delete_queues(clients, (EXPRESS, BILLING))
    kit.delete_tables(clients, (TABLE,))
    kit.delete_role(clients, ROLE, ROLE_POLICY)


async def _topic(call: Caller, errors: dict[str, str]) -> dict[str, Any] | None:
    """The topic with its subscriptions' attributes, or None when there is no topic of the lab's name."""
    listed = await kit.attempt(call, errors, "topics", "sns", "ListTopics", {})
    arns = [t["TopicArn"] for t in (listed or {}).get("Topics", []) if t["TopicArn"].endswith(":" + TOPIC)]
    if not arns:
        return None
    subscriptions = await kit.attempt(
        call, errors, "subscriptions", "sns", "ListSubscriptionsByTopic", {"TopicArn": arns[0]}, ("NotFound",)
    )
    found = []
    for subscription in (subscriptions or {}).get("Subscriptions", []):
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
                    "protocol": subscription.get("Protocol", ""),
                    "endpoint": subscription.get("Endpoint", ""),
                    "attributes": attributes.get("Attributes", {}),
                }
            )
    return {"arn": arns[0], "subscriptions": found}


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {
        "errors": errors,
        "topic": await _topic(call, errors),
        "queues": {name: await kit.queue_state(call, errors, name) for name in (EXPRESS, BILLING)},
        "mappings": await kit.mappings_of(call, errors, FUNCTION),
        "items": await kit.table_items(call, errors, TABLE),
    }
