"""Resource handlers: one small module per service, each creating, updating and deleting its resource
types through ``hub.call`` (the same pipeline as HTTP clients). ``registry.HANDLERS`` maps a type to its handler.
"""
