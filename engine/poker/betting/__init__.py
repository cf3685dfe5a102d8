"""Betting: the stakes a table plays for, the actions of a round, the round itself, and the raise
calculator's arithmetic."""
