"""The rule documents as data: their clauses, the interpretations that fill their gaps, the book's
methods and its glossary terms.  Every reason the engine gives cites a clause registered here."""
