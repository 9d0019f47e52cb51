"""The IoT data plane (botocore ``iot-data``, rest-json, signed as ``iotdata``) in the service shape:
Publish and retained messages, device shadows; the same state and tables as ``services/iot``. Its periodic
sweep restarts the drain of acknowledged publishes after a restart (``delivery.py``). Connections
(MQTT clients) are not served: GetConnection, DeleteConnection, ListSubscriptions and SendDirectMessage
answer "not implemented"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.iot import delivery
from labcloud.services.iot.state import IotState
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.iot.data import publish_ops, shadow_ops
else:
    publish_ops = lazy_module("labcloud.services.iot.data.publish_ops")
    shadow_ops = lazy_module("labcloud.services.iot.data.shadow_ops")

OPERATIONS: dict[str, Operation[IotState]] = {
    "Publish": publish_ops.publish,
    "GetRetainedMessage": publish_ops.get_retained_message,
    "ListRetainedMessages": publish_ops.list_retained_messages,
    "GetThingShadow": shadow_ops.get_thing_shadow,
    "UpdateThingShadow": shadow_ops.update_thing_shadow,
    "DeleteThingShadow": shadow_ops.delete_thing_shadow,
    "ListNamedShadowsForThing": shadow_ops.list_named_shadows_for_thing,
}


def contributions(state: IotState) -> Contributions:
    return Contributions(
        periodic=(Periodic("iot.outbox", delivery.SWEEP_SECONDS, lambda now: delivery.sweep(state, now)),),
    )


SERVICE: Service[IotState] = Service(
    name="iot-data",
    state=IotState.build,
    operations=OPERATIONS,
    contributes=contributions,
)
