"""``GET /_labcloud/sqs/queues``: every queue with its counts and redrive setup, for the view."""

from __future__ import annotations

from labcloud import clock
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.sqs.publish import url_of
from labcloud.services.sqs.state import SqsState


def queue_routes(state: SqsState) -> list[InternalRoute]:
    def list_queues(request: InternalRequest) -> InternalResponse:
        now = clock.now()
        account = request.arg("account_id")
        out = []
        for queue in state.queues.all():
            if account and queue.account_id != account:
                continue
            visible, in_flight, delayed = state.queues.counts(queue.id, now)
            out.append(
                {
                    "name": queue.name,
                    "url": url_of(state, queue),
                    "arn": queue.arn,
                    "account_id": queue.account_id,
                    "region": queue.region,
                    "fifo": queue.fifo,
                    "visible": visible,
                    "in_flight": in_flight,
                    "delayed": delayed,
                    "redrive_policy": (
                        {
                            "deadLetterTargetArn": queue.redrive.dead_letter_target_arn,
                            "maxReceiveCount": queue.redrive.max_receive_count,
                        }
                        if queue.redrive
                        else None
                    ),
                    "dead_letter_queue_arn": queue.redrive.dead_letter_target_arn if queue.redrive else None,
                    "attributes": queue.attributes,
                    "tags": queue.tags,
                    "created": queue.created,
                    "modified": queue.modified,
                }
            )
        return json_response({"queues": out})

    return [InternalRoute("GET", "/sqs/queues", list_queues)]
