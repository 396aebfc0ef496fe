import {
  PREPAINT_STYLE_ID,
  SYNCED_TAB_STORAGE_KEY,
  TAB_ATTRS,
} from "./tab-constants";

/**
 * Runs in <head> before the page paints: when a language was chosen earlier, it injects CSS that
 * shows that language's panel in every synced group having it, so the page never flashes the
 * first tab while the JavaScript loads. LangTabs removes the style once React has taken over.
 */
export const TAB_PREPAINT_SCRIPT = `(function(){try{var v=localStorage.getItem(${JSON.stringify(SYNCED_TAB_STORAGE_KEY)});if(!v)return;var t=encodeURIComponent(v);var g='[${TAB_ATTRS.group}~="'+t+'"]';var s=document.createElement("style");s.id=${JSON.stringify(PREPAINT_STYLE_ID)};s.textContent=g+' [${TAB_ATTRS.panel}]{display:none!important}'+g+' [${TAB_ATTRS.panel}="'+t+'"]{display:block!important}'+g+' [${TAB_ATTRS.tab}]{border-bottom-color:transparent!important}'+g+' [${TAB_ATTRS.tab}="'+t+'"]{border-bottom-color:currentColor!important}';document.head.appendChild(s)}catch(e){}})();`;
