"""The event bus: every domain event (resource created, message sent, write decided, ...)."""

from labcloud.events.bus import Event, EventBus

__all__ = ["Event", "EventBus"]
