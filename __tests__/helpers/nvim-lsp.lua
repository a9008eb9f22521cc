-- Drives Neovim's own LSP client (0.7 API) against `navlint lsp --stdio` and writes what it saw, one line per step,
-- to $OUT. Run headless: nvim --headless -u NONE -i NONE -n -c "luafile nvim-lsp.lua".
local site = os.getenv('SITE')
local cli = os.getenv('NAVLINT_CLI')
local out = assert(io.open(os.getenv('OUT'), 'w'))

local function say(...)
  out:write(table.concat({ ... }, '\t'), '\n')
  out:flush()
end

local function finish()
  out:close()
  vim.cmd('qall!')
end

local ok, err = pcall(function()
  local id = vim.lsp.start_client({
    name = 'navlint',
    cmd = { 'node', cli, 'lsp', '--stdio' },
    root_dir = site,
    init_options = { debounce = 50 },
    flags = { debounce_text_changes = 50 },
  })
  assert(id, 'the client did not start')

  local function open(rel)
    vim.cmd('edit ' .. vim.fn.fnameescape(site .. '/' .. rel))
    local buf = vim.api.nvim_get_current_buf()
    vim.lsp.buf_attach_client(buf, id)
    return buf
  end

  local function diagnostics(buf)
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      list[#list + 1] = string.format('%s %d:%d-%d:%d', d.code, d.lnum, d.col, d.end_lnum, d.end_col)
    end
    table.sort(list)
    return table.concat(list, ',')
  end

  -- 1. A page with a broken link: the diagnostic arrives, with the range of the URL.
  local page = open('guide/intro.mdx')
  vim.wait(30000, function() return #vim.diagnostic.get(page) > 0 end, 50)
  say('opened', diagnostics(page))

  -- 2. The link fixed in the buffer: the diagnostic is cleared.
  vim.api.nvim_buf_set_lines(page, 4, 5, false, { 'Read [the setup](/guide/setup) first.' })
  vim.wait(30000, function() return #vim.diagnostic.get(page) == 0 end, 50)
  say('fixed', diagnostics(page))

  -- 3. A code action fixes the `.mdx` extension of a page entry in docs.json.
  local docs = open('docs.json')
  vim.wait(30000, function() return diagnostics(docs):find('page%-extension') ~= nil end, 50)
  say('docs', diagnostics(docs))
  local d = vim.diagnostic.get(docs)[1]
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(docs) },
    range = { start = { line = d.lnum, character = d.col }, ['end'] = { line = d.end_lnum, character = d.end_col } },
    context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(docs, d.lnum) },
  }
  local answers = vim.lsp.buf_request_sync(docs, 'textDocument/codeAction', params, 10000) or {}
  local action
  for _, answer in pairs(answers) do
    for _, a in ipairs(answer.result or {}) do
      if a.isPreferred then action = a end
    end
  end
  say('action', action and action.title or 'none')
  if action then vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16') end
  say('line', vim.trim(vim.api.nvim_buf_get_lines(docs, d.lnum, d.lnum + 1, false)[1]))
  vim.wait(30000, function() return diagnostics(docs) == '' end, 50)
  say('docs after', diagnostics(docs))

  -- 4. Go to definition from a navigation entry opens the page.
  local lines = vim.api.nvim_buf_get_lines(docs, 0, -1, false)
  for n, text in ipairs(lines) do
    local col = text:find('"guide/setup"', 1, true)
    if col then vim.api.nvim_win_set_cursor(0, { n, col + 2 }) end
  end
  vim.lsp.buf.definition()
  vim.wait(10000, function() return vim.api.nvim_buf_get_name(0):find('guide/setup%.mdx$') ~= nil end, 50)
  say('definition', vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ':.'), tostring(vim.api.nvim_win_get_cursor(0)[1]))

  vim.lsp.stop_client(id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(id) == nil end, 50)
end)
if not ok then say('error', tostring(err)) end
finish()
